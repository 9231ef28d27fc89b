import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase, type ScratchDatabaseHandle } from '@journey-canvas/testing/scratch-database';
import { startStrapi } from '@journey-canvas/testing/strapi-server';
import { adminPostsApi, api, login, panelToken, postBody, uploadImage } from '../support/api';
import { runSql } from '../support/database';

/** The date readers see: the story's own page data, and its place in the newest-first list. */
const readerDate = async (slug: string) => (await api(`/api/blog-posts/reading/${slug}`)).body.data.post.publishedAt;

describe('a story keeps the date it first went live', () => {
  let token: string;
  let imageId: number;
  const admin = adminPostsApi(() => token);

  beforeAll(async () => {
    token = await login();
    imageId = await uploadImage(token);
  });

  it('through an edit, a published draft of a change, and Unpublish then Publish again', async () => {
    const post = (await admin('', postBody([imageId]))).body;
    const first = post.publishedAt;
    const newer = (await admin('', postBody([imageId]))).body;

    const edited = await admin(`/${post.id}`, { title: `${post.title} (typo fixed)` }, 'PUT');
    expect(edited.body).toMatchObject({ status: 'published', publishedAt: first });
    expect(edited.body.updatedAt > first).toBe(true);
    expect(await readerDate(post.slug)).toBe(first);
    const newest = await api('/api/blog-posts?sort=publishedAt:desc&pagination[pageSize]=2&fields[0]=title');
    expect(newest.body.data.map((found: any) => found.documentId)).toEqual([newer.id, expect.any(String)]);

    await admin(`/${post.id}`, { title: `${post.title} (rewritten)`, status: 'draft' }, 'PUT');
    expect((await admin(`/${post.id}`, { status: 'published' }, 'PUT')).body.publishedAt).toBe(first);

    expect((await admin(`/${post.id}/unpublish`, {})).body.publishedAt).toBeNull();
    expect((await admin(`/${post.id}`, { status: 'published' }, 'PUT')).body.publishedAt).toBe(first);
    expect(await readerDate(post.slug)).toBe(first);
  });

  it("in Strapi's panel too, where a copy of a live story is dated when it is published", async () => {
    const collection = '/content-manager/collection-types/api::blog-post.blog-post';
    const post = (await admin('', postBody([imageId]))).body;
    const panel = { token: panelToken() };

    const published = await api(`${collection}/${post.id}/actions/publish`, {
      ...panel,
      body: { title: `${post.title} (panel)` },
    });
    expect(published.status).toBe(200);
    expect(await readerDate(post.slug)).toBe(post.publishedAt);

    const copy = await api(`${collection}/clone/${post.id}`, { ...panel, body: { title: `${post.title} (copy)` } });
    expect(copy.status).toBe(200);
    const copyPublished = await api(`${collection}/${copy.body.data.documentId}/actions/publish`, { ...panel, body: {} });
    expect(copyPublished.status).toBe(200);
    const copyDate = await readerDate(copy.body.data.slug);
    expect(copyDate > post.publishedAt).toBe(true);
  });
});

describe('stories published before the date was kept', () => {
  let database: ScratchDatabaseHandle;

  beforeAll(async () => {
    database = await scratchDatabase();
  });
  afterAll(() => database.drop());

  it('get their live date on the next start', async () => {
    const first = await startStrapi(database.env);
    await first.stop();
    await runSql(database.describe, 'UPDATE blog_posts SET first_published_at = NULL');
    const second = await startStrapi(database.env);
    await second.stop();

    const rows = await runSql<{ kept: unknown; live: unknown }>(
      database.describe,
      `SELECT draft.first_published_at AS kept, live.published_at AS live FROM blog_posts draft
         JOIN blog_posts live ON live.document_id = draft.document_id AND live.published_at IS NOT NULL
       WHERE draft.published_at IS NULL`,
    );
    expect(rows).toHaveLength(14);
    for (const row of rows) expect(row.kept).toEqual(row.live);
  }, 120_000);
});
