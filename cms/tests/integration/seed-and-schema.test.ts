import Database from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import path from 'node:path';
import { picturesWritten, slugify } from '@journey-canvas/shared';
import { loadSeedStories } from '../../src/seed/stories';
import { api } from '../support/api';
import { pictureFormats } from '@journey-canvas/testing/picture-formats';

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
  it("names the blog_posts columns as the product specification does, beside Strapi's own", async () => {
    const columns = await blogPostColumns();
    expect(columns.sort()).toEqual(
      [
        // docs/product/spec/product-spec.md, section 3 (image_url became the images relation)
        'id',
        'slug',
        'title',
        'content',
        'author',
        'post_type',
        'meta_title',
        'meta_description',
        'published_at',
        'updated_at',
        'created_at',
        'created_by_admin',
        // Added since: the author page's address and a draft's publish time
        'author_slug',
        'scheduled_at',
        // Each image's alt text and caption, versioned with the post (decision 028)
        'image_text',
        // A post's place and a guide's last check (decision 031)
        'place_name',
        'place_country',
        'place_latitude',
        'place_longitude',
        'last_verified_at',
        // When a post went to the Trash, and the address it gave up there (decision 040)
        'trashed_at',
        'trashed_slug',
        // When a post was submitted for review, and the note it was sent back with (decision 045)
        'review_requested_at',
        'review_note',
        // A post's day-by-day itinerary (decision 060; its GPX route is a media relation)
        'itinerary',
        // Whether the story is emailed to subscribers when it goes live (its tags are a relation)
        'email_subscribers',
        // The date the story first went live, which every later publish keeps (decision 078)
        'first_published_at',
        // Strapi's
        'document_id',
        'locale',
        'created_by_id',
        'updated_by_id',
      ].sort(),
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

/** A story's text as stored: the file's, each picture drawn for it (`drawn:2`) at its address in the media library. */
const asWritten = (content: string) =>
  expect.stringMatching(
    new RegExp(`^${content.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/drawn:\d+/g, '/uploads/[^\\s)]+\\.jpg')}$`),
  );

describe('the first start', () => {
  it('publishes each demo story as written, with one picture of its own', async () => {
    const stories = loadSeedStories(path.resolve(__dirname, '../..'));
    const response = await api('/api/blog-posts?pagination[pageSize]=100&populate=images');
    expect(response.status).toBe(200);
    const titles = new Set(stories.map((story) => story.title));
    const seeded = response.body.data.filter((post: any) => titles.has(post.title));
    const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title);
    expect(
      seeded
        .map((post: any) => ({
          title: post.title,
          slug: post.slug,
          postType: post.postType,
          author: post.author,
          metaDescription: post.metaDescription,
          content: post.content,
          images: post.images.map((image: any) => [image.mime, image.alternativeText]),
        }))
        .sort(byTitle),
    ).toEqual(
      stories
        .map((story) => ({
          title: story.title,
          slug: slugify(story.title),
          postType: story.postType,
          author: story.author,
          metaDescription: story.metaDescription,
          content: asWritten(story.content),
          images: [['image/jpeg', story.imageAlt]],
        }))
        .sort(byTitle),
    );
  });

  it('uploads the pictures a demo story draws into its text, with their alt text, and serves them', async () => {
    const stories = loadSeedStories(path.resolve(__dirname, '../..'));
    const drawn = stories
      .flatMap((story) => picturesWritten(story.content))
      .filter((picture) => picture.address.startsWith('drawn:'));
    expect(drawn.length).toBeGreaterThanOrEqual(4);
    const response = await api('/api/blog-posts?pagination[pageSize]=100');
    const written = response.body.data.flatMap((post: { content: string }) => picturesWritten(post.content));
    for (const { alternativeText } of drawn) {
      const stored = written.find((picture: { alternativeText: string }) => picture.alternativeText === alternativeText);
      expect(stored?.address).toMatch(/^\/uploads\/\S+\.jpg$/);
      const file = await fetch(`${inject('cmsUrl')}${stored.address}`);
      expect(file.status).toBe(200);
    }
  });

  it('serves the seeded images with responsive formats', async () => {
    const response = await api('/api/blog-posts?pagination[pageSize]=1&populate=images');
    const image = response.body.data[0].images[0];
    // 1600 pixels wide: every breakpoint below that, and the thumbnail.
    expect(Object.keys(image.formats).sort()).toEqual(pictureFormats(['small', 'medium', 'large']));
    const file = await fetch(`${inject('cmsUrl')}${image.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
  });
});
