import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { testEnvironment } from '@journey-canvas/testing/strapi-server';
import { api, login, postBody, uploadImage } from '../support/api';

/** A word no other story holds: letters only, so every tokenizer keeps it whole. */
const uniqueWord = (() => {
  let n = 0;
  return () => {
    n += 1;
    const letters = `${Date.now().toString(36)}${n}`.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
    return `zq${letters}`;
  };
})();

const search = (query: string) => api(`/api/blog-posts/search?${query}`);
const titlesFound = async (q: string) => {
  const response = await search(`q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return response.body.data.map((post: { title: string }) => post.title);
};

/** Empties the index and drops a trigger that keeps it, as a restore of the posts table alone could leave them. */
async function breakTheIndex() {
  const database = inject('database');
  if (database.client === 'sqlite') {
    const db = new Database(database.filename);
    try {
      db.exec('DELETE FROM blog_posts_fts; DROP TRIGGER blog_posts_fts_ai; DROP TRIGGER blog_posts_fts_au;');
    } finally {
      db.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: database.connectionString });
  await client.connect();
  try {
    await client.query('TRUNCATE blog_posts_fts; DROP TRIGGER blog_posts_fts_sync ON blog_posts;');
  } finally {
    await client.end();
  }
}

describe('readers’ full-text search', () => {
  let token: string;
  let imageId: number;
  const create = async (overrides: Record<string, unknown>) => {
    const response = await api('/api/admin/blog-posts', { token, body: postBody([imageId], overrides) });
    expect(response.status).toBe(201);
    return response.body;
  };

  beforeAll(async () => {
    token = await login();
    imageId = await uploadImage(token);
  });

  it('is open to readers and ranks a title match above an author match above a passing mention', async () => {
    const word = uniqueWord();
    const mention = await create({
      title: `Quiet harbours ${Date.now()}`,
      content: `We passed ${word} once. `.repeat(1) + 'x'.repeat(120),
    });
    const byAuthor = await create({ title: `Rooftops at dusk ${Date.now()}`, author: `Ana ${word}` });
    const inTitle = await create({ title: `The ${word} trail ${Date.now()}` });
    expect(await titlesFound(word)).toEqual([inTitle.title, byAuthor.title, mention.title]);

    const response = await search(`q=${word}&pageSize=1&page=2`);
    expect(response.body.data.map((post: any) => post.title)).toEqual([byAuthor.title]);
    expect(response.body.meta.pagination).toEqual({ page: 2, pageSize: 1, pageCount: 3, total: 3 });
    // What the REST API shows of a post (its text, not its pictures), and nothing private.
    expect(response.body.data[0]).toMatchObject({ slug: byAuthor.slug, content: expect.any(String), author: byAuthor.author });
    expect(response.body.data[0]).not.toHaveProperty('images');
    expect(response.body.data[0]).not.toHaveProperty('createdByAdmin');
  });

  it('finds a post by its category label and needs every word', async () => {
    const word = uniqueWord();
    const food = await create({ title: `Night markets ${word} ${Date.now()}`, postType: 'food' });
    await create({ title: `Ridge walk ${word} ${Date.now()}`, postType: 'adventure' });
    expect(await titlesFound(`${word} cuisine`)).toEqual([food.title]);
  });

  it('never finds drafts or scheduled posts, and finds a draft once it is published', async () => {
    const word = uniqueWord();
    const draft = await create({ title: `Draft ${word} ${Date.now()}`, status: 'draft' });
    await create({
      title: `Scheduled ${word} ${Date.now()}`,
      status: 'scheduled',
      scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(await titlesFound(word)).toEqual([]);
    await api(`/api/admin/blog-posts/${draft.id}`, { token, method: 'PUT', body: { status: 'published' } });
    expect(await titlesFound(word)).toEqual([draft.title]);
  });

  it('reflects an edit and a delete at once', async () => {
    const before = uniqueWord();
    const after = uniqueWord();
    const post = await create({ title: `Lanterns ${before} ${Date.now()}` });
    expect(await titlesFound(before)).toEqual([post.title]);
    const title = `Lanterns ${after} ${Date.now()}`;
    expect((await api(`/api/admin/blog-posts/${post.id}`, { token, method: 'PUT', body: { title } })).status).toBe(200);
    expect(await titlesFound(before)).toEqual([]);
    expect(await titlesFound(after)).toEqual([title]);
    expect((await api(`/api/admin/blog-posts/${post.id}`, { token, method: 'DELETE' })).status).toBe(200);
    expect(await titlesFound(after)).toEqual([]);
  });

  it('ignores accents and case, and matches other forms of a word', async () => {
    const word = uniqueWord();
    const post = await create({
      title: `Crème brûlée at the Café ${word} ${Date.now()}`,
      content: `Hiking the ${word} ridge. `.repeat(8),
    });
    expect(await titlesFound(`CREME brulee ${word}`)).toEqual([post.title]);
    expect(await titlesFound(`café ${word.toUpperCase()}`)).toEqual([post.title]);
    expect(await titlesFound(`hikes ${word}`)).toEqual([post.title]);
  });

  it('answers odd input with a 400 that says what is wrong, never a 500', async () => {
    const refused: [string, string][] = [
      ['', 'q is required: the words to search for'],
      ['q=%20%20', 'q is required: the words to search for'],
      ['q=a&q=b', 'q must be given once, as text'],
      ['q[$eq]=a', 'q must be given once, as text'],
      ['q=a%00b', 'q must not contain control characters'],
      [`q=${'a'.repeat(201)}`, 'q must be at most 200 characters'],
      ['q=a&page=0', 'page must be a whole number from 1 to 112'],
      ['q=a&page=1e3', 'page must be a whole number from 1 to 112'],
      ['q=a&page=999999999999', 'page must be a whole number from 1 to 112'],
      ['q=a&pageSize=51', 'pageSize must be a whole number from 1 to 50'],
    ];
    for (const [query, message] of refused) {
      const response = await search(query);
      expect({ query, status: response.status, message: response.body?.error?.message }).toEqual({ query, status: 400, message });
    }
  });

  it('treats search syntax and punctuation as plain words: a 200, never an error', async () => {
    for (const q of ['"*()', '" OR 1=1 --', 'NEAR(a b)', 'kyoto*', "'; DROP TABLE blog_posts; --", '- ^ ~', 'a:b', '🙂', 'the']) {
      const response = await search(`q=${encodeURIComponent(q)}`);
      expect({ q, status: response.status }).toEqual({ q, status: 200 });
      expect(Array.isArray(response.body.data)).toBe(true);
    }
    const pastTheEnd = await search(`q=${uniqueWord()}&page=5`);
    expect(pastTheEnd.body).toEqual({ data: [], meta: { pagination: { page: 5, pageSize: 9, pageCount: 0, total: 0 } } });
  });

  it('is filled again from the published posts, and kept again, after npm run search:rebuild', async () => {
    const word = uniqueWord();
    const post = await create({ title: `Tidepools ${word} ${Date.now()}` });
    await breakTheIndex();
    expect(await titlesFound(word)).toEqual([]);
    const unseen = await create({ title: `Unseen ${word} ${Date.now()}` });
    expect(await titlesFound(word)).toEqual([]);

    const database = inject('database');
    const databaseEnv =
      database.client === 'sqlite'
        ? { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: database.filename }
        : { DATABASE_CLIENT: 'postgres', DATABASE_URL: database.connectionString };
    const cmsDir = path.resolve(__dirname, '../..');
    const { stdout } = await promisify(execFile)('node', ['scripts/search-rebuild.mjs'], {
      cwd: cmsDir,
      env: { ...process.env, ...testEnvironment(), ...databaseEnv, SEED_DEMO_CONTENT: 'false' },
    });
    expect(stdout).toMatch(/Rebuilt the search index/);
    expect(await titlesFound(word)).toEqual([unseen.title, post.title]);
    const later = await create({ title: `Later ${word} ${Date.now()}` });
    expect(await titlesFound(word)).toEqual([later.title, unseen.title, post.title]);
  }, 120_000);
});
