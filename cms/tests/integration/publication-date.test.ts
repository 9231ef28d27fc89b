import { beforeAll, describe, expect, it } from 'vitest';
import { adminPostsApi, api, login, panelToken, postBody, uploadImage } from '../support/api';

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

// That stories published before the date was kept get it on the next start: restart.test.ts, which
// starts the CMS twice on one database anyway.
