import Database from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { countWords } from '@journey-canvas/shared';
import { seedStories } from '../../src/seed/stories';
import { api } from '../support/api';

async function blogPostColumns(): Promise<string[]> {
  const database = inject('database');
  if (database.client === 'sqlite') {
    const db = new Database(database.filename, { readonly: true });
    try {
      return (db.prepare('PRAGMA table_info(blog_posts)').all() as { name: string }[]).map((column) => column.name);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: database.connectionString });
  await client.connect();
  try {
    const result = await client.query("SELECT column_name FROM information_schema.columns WHERE table_name = 'blog_posts'");
    return result.rows.map((row) => row.column_name);
  } finally {
    await client.end();
  }
}

describe('the database', () => {
  it('names the blog_posts columns as the specification does', async () => {
    const columns = await blogPostColumns();
    expect(columns).toEqual(
      expect.arrayContaining([
        'id',
        'slug',
        'title',
        'content',
        'author',
        'post_type',
        'meta_title',
        'meta_description',
        'created_by_admin',
        'published_at',
        'created_at',
        'updated_at',
      ]),
    );
  });
});

const database = inject('database');
if (database.client === 'sqlite') {
  describe('the embedded database', () => {
    it('runs SQLite in WAL mode', () => {
      const db = new Database(database.filename, { readonly: true });
      try {
        expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      } finally {
        db.close();
      }
    });
  });
}

describe('the first start', () => {
  it('publishes at least 12 illustrated demo stories of 300+ words, 3 or more of them guides', async () => {
    const response = await api('/api/blog-posts?pagination[pageSize]=100&populate=images');
    expect(response.status).toBe(200);
    const titles = new Set(seedStories.map((story) => story.title));
    const seeded = response.body.data.filter((post: any) => titles.has(post.title));
    expect(seeded.length).toBe(seedStories.length);
    expect(seeded.length).toBeGreaterThanOrEqual(12);
    expect(seeded.filter((post: any) => post.postType === 'guide').length).toBeGreaterThanOrEqual(3);
    expect(new Set(seeded.map((post: any) => post.postType)).size).toBeGreaterThanOrEqual(8);
    for (const post of seeded) {
      expect(countWords(post.content), post.title).toBeGreaterThanOrEqual(300);
      expect(post.images.length, post.title).toBeGreaterThanOrEqual(1);
      expect(post.images[0].mime).toBe('image/jpeg');
      expect(post.slug).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('serves the seeded images with responsive formats', async () => {
    const response = await api('/api/blog-posts?pagination[pageSize]=1&populate=images');
    const image = response.body.data[0].images[0];
    expect(Object.keys(image.formats)).toEqual(expect.arrayContaining(['thumbnail', 'small', 'medium', 'large']));
    const file = await fetch(`${inject('cmsUrl')}${image.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
  });
});
