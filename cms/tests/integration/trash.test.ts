import { inject } from 'vitest';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRASH_MESSAGES } from '@journey-canvas/shared';
import { adminPostsApi, api, createPost, fieldErrors, listQuery, login, panelToken, postBody, uploadImage } from '../support/api';
import { runSql } from '../support/database';

/** The Trash (decision 040): Delete moves a post there; Restore brings it back as it was; Delete forever only from there. */
describe('the Trash through the admin API', () => {
  let token: string;
  const admin = adminPostsApi(() => token);
  const readerTitles = async (slug: string) =>
    (await api(`/api/blog-posts?filters[slug][$eq]=${slug}`)).body.data.map((post: any) => post.title);
  const lookup = (path: string) => api(`/api/site-addresses/lookup?path=${encodeURIComponent(path)}`);
  const listedIds = async (filter: object) =>
    (await admin(listQuery({ filter, range: [0, 99] }))).body.map((post: any) => post.id);
  const searchIds = async (word: string) =>
    (await api(`/api/blog-posts/search?q=${word}`)).body.data.map((post: any) => post.documentId);

  beforeAll(async () => {
    token = await login();
  });

  it('moves a live post with draft changes to the Trash, out of every reader query, and restores it as it was', async () => {
    const word = `trashword${Date.now()}`;
    const post = await createPost(token, { content: `A ${word} walk along the river. `.repeat(5) });
    await admin(`/${post.id}`, { title: `${post.title} (draft)`, status: 'draft' }, 'PUT');
    const before = (await admin(`/${post.id}`)).body;
    expect(before).toMatchObject({ status: 'published', draftChanges: true });
    const published = (await admin('/stats')).body.total;
    expect(await searchIds(word)).toEqual([post.id]);

    const trashed = await admin(`/${post.id}`, undefined, 'DELETE');
    expect(trashed.status).toBe(200);
    expect(trashed.body).toMatchObject({ id: post.id, status: 'trash', title: `${post.title} (draft)` });
    expect(trashed.body.trashedAt).toEqual(expect.any(String));

    expect(await readerTitles(post.slug)).toEqual([]);
    expect((await api(`/api/blog-posts/${post.id}`)).status).toBe(404);
    expect(await searchIds(word)).toEqual([]);
    expect((await admin('/stats')).body.total).toBe(published - 1);
    expect(await listedIds({ q: post.title })).toEqual([]);
    expect(await listedIds({ q: post.title, status: 'published' })).toEqual([]);
    expect(await listedIds({ q: post.title, status: 'trash' })).toEqual([post.id]);
    expect((await admin(listQuery({ filter: { status: 'trash' } }))).headers.get('content-range')).toMatch(/\/[1-9]\d*$/);
    expect(await lookup(`/articles/${post.slug}`)).toMatchObject({ status: 200, body: { data: { status: 410 } } });

    const restored = await admin(`/${post.id}/restore`, {});
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({ ...before, trashedAt: null });
    expect(await readerTitles(post.slug)).toEqual([post.title]);
    expect(await searchIds(word)).toEqual([post.id]);
    expect((await admin('/stats')).body.total).toBe(published);
    expect((await lookup(`/articles/${post.slug}`)).status).toBe(404);
  });

  it('keeps a scheduled post in the Trash unpublished and restores it scheduled', async () => {
    const imageId = await uploadImage(token);
    const dueAt = Date.now() + 2_500;
    const scheduledAt = new Date(dueAt).toISOString();
    // Beside it, a post due a moment later that stays out of the Trash: once that one is live, the
    // scheduler has passed the trashed post's time (it publishes the earliest due first).
    const [post, witness] = (
      await Promise.all([
        admin('', postBody([imageId], { status: 'scheduled', scheduledAt })),
        admin('', postBody([imageId], { status: 'scheduled', scheduledAt: new Date(dueAt + 500).toISOString() })),
      ])
    ).map((created) => created.body);
    await admin(`/${post.id}`, undefined, 'DELETE');
    await expect.poll(() => readerTitles(witness.slug), { timeout: 15_000, interval: 250 }).toEqual([witness.title]);
    expect(await readerTitles(post.slug)).toEqual([]);
    expect((await admin(`/${post.id}`)).body.status).toBe('trash');
    const restored = await admin(`/${post.id}/restore`, {});
    expect(restored.body).toMatchObject({ status: 'scheduled', scheduledAt: post.scheduledAt });
  });

  it('refuses what does not fit the Trash, changing nothing', async () => {
    const post = await createPost(token, { status: 'draft' });
    expect(await admin(`/${post.id}/restore`, {})).toMatchObject({
      status: 400,
      body: { error: { message: 'This story is not in the Trash, so there is nothing to restore' } },
    });
    expect(await admin(`/${post.id}?permanent=true`, undefined, 'DELETE')).toMatchObject({
      status: 400,
      body: { error: { message: 'Only a story in the Trash can be deleted for good: move it to the Trash first' } },
    });
    expect((await admin(`/${post.id}?permanent=yes`, undefined, 'DELETE')).status).toBe(400);
    expect((await admin(`/${post.id}`)).body.status).toBe('draft');

    await admin(`/${post.id}`, undefined, 'DELETE');
    expect(await admin(`/${post.id}`, undefined, 'DELETE')).toMatchObject({
      status: 400,
      body: { error: { message: 'This story is already in the Trash' } },
    });
    const edit = await admin(`/${post.id}`, { title: 'Changed in the Trash' }, 'PUT');
    expect(edit).toMatchObject({
      status: 400,
      body: { error: { message: 'This story is in the Trash: restore it before changing it' } },
    });
    expect((await admin(`/${post.id}/restore`, [])).status).toBe(400);
    expect((await admin(`/${post.id}`)).body).toMatchObject({ status: 'trash', title: post.title });

    for (const forged of ['no-such-post', '1 OR 1=1', '%00']) {
      expect((await admin(`/${encodeURIComponent(forged)}`, undefined, 'DELETE')).status).toBe(404);
      expect((await admin(`/${encodeURIComponent(forged)}?permanent=true`, undefined, 'DELETE')).status).toBe(404);
      expect((await admin(`/${encodeURIComponent(forged)}/restore`, {})).status).toBe(404);
    }
    expect((await api(`/api/admin/blog-posts/${post.id}/restore`, { body: {} })).status).toBe(403);
  });

  it("refuses Strapi's panel any change of versions to a post in the Trash, which Restore brings back as it was", async () => {
    const collection = '/content-manager/collection-types/api::blog-post.blog-post';
    const post = await createPost(token);
    await admin(`/${post.id}`, { title: `${post.title} (draft)`, status: 'draft' }, 'PUT');
    const before = (await admin(`/${post.id}`)).body;
    await admin(`/${post.id}`, undefined, 'DELETE');
    for (const action of ['unpublish', 'discard', 'publish']) {
      const refused = await api(`${collection}/${post.id}/actions/${action}`, { token: panelToken(), body: {} });
      expect(refused.status, action).toBe(400);
      expect(refused.body.error.message, action).toBe(TRASH_MESSAGES.changeInTrash);
    }
    const bulk = await api(`${collection}/actions/bulkUnpublish`, { token: panelToken(), body: { documentIds: [post.id] } });
    expect(bulk.status).toBe(400);
    const restored = await admin(`/${post.id}/restore`, {});
    expect(restored.body).toEqual({ ...before, trashedAt: null });
    expect(await readerTitles(post.slug)).toEqual([post.title]);
  });

  it('deletes for good only from the Trash', async () => {
    const post = await createPost(token);
    await admin(`/${post.id}`, undefined, 'DELETE');
    const gone = await admin(`/${post.id}?permanent=true`, undefined, 'DELETE');
    expect(gone).toMatchObject({ status: 200, body: { id: post.id, status: 'trash' } });
    expect((await admin(`/${post.id}`)).status).toBe(404);
    expect((await admin(`/${post.id}/restore`, {})).status).toBe(404);
    expect((await lookup(`/articles/${post.slug}`)).status).toBe(404);
  });

  it('frees the address of a post in the Trash, and restores it at the next free one when it was taken', async () => {
    const title = `Taken address ${Date.now()}`;
    const first = await createPost(token, { title });
    await admin(`/${first.id}`, undefined, 'DELETE');
    const second = await createPost(token, { title });
    expect(second.slug).toBe(first.slug);

    const refused = await admin(`/${first.id}/restore`, {});
    expect(refused.status).toBe(400);
    const message = `Another story now has the address /articles/${first.slug}. Restore this one at /articles/${first.slug}-2 instead?`;
    expect(fieldErrors(refused.body)).toEqual({ slug: message });
    expect(refused.body.error.details.suggestedSlug).toBe(`${first.slug}-2`);
    expect((await admin(`/${first.id}`)).body.status).toBe('trash');

    for (const slug of ['Not A Slug', '', 'a'.repeat(81), `${first.slug}/x`, 42]) {
      const bad = await admin(`/${first.id}/restore`, { slug });
      expect(bad.status).toBe(400);
      expect(fieldErrors(bad.body)).toEqual({
        slug: 'The new address may hold only lowercase letters, digits and single hyphens',
      });
    }
    expect((await admin(`/${first.id}/restore`, { slug: second.slug })).status).toBe(400);

    const restored = await admin(`/${first.id}/restore`, { slug: `${first.slug}-2` });
    expect(restored.body).toMatchObject({ status: 'published', slug: `${first.slug}-2` });
    expect(await readerTitles(`${first.slug}-2`)).toEqual([title]);
    expect(await readerTitles(first.slug)).toEqual([title]);
  });

  it('suggests a free address of at most 80 characters for a long one, and restores the post there', async () => {
    const title = `A very long walk ${Date.now()} ${'along the old salt road '.repeat(4)}`;
    const first = await createPost(token, { title });
    expect(first.slug).toHaveLength(80);
    await admin(`/${first.id}`, undefined, 'DELETE');
    const second = await createPost(token, { title });
    expect(second.slug).toBe(first.slug);
    // A third story of that title is numbered within the limit too.
    const third = await createPost(token, { title });
    expect(third.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-2$/);
    expect(third.slug.length).toBeLessThanOrEqual(80);

    const refused = await admin(`/${first.id}/restore`, {});
    expect(refused.status).toBe(400);
    const suggested = refused.body.error.details.suggestedSlug;
    expect(suggested).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-3$/);
    expect(suggested.length).toBeLessThanOrEqual(80);
    const restored = await admin(`/${first.id}/restore`, { slug: suggested });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({ status: 'published', slug: suggested });
  });

  it('deletes posts kept 30 days in the Trash for good, and no other', async () => {
    const old = await createPost(token);
    const recent = await createPost(token);
    await admin(`/${old.id}`, undefined, 'DELETE');
    await admin(`/${recent.id}`, undefined, 'DELETE');
    const database = inject('database');
    const thirtyOneDaysAgo = Date.now() - 31 * 24 * 60 * 60 * 1000;
    await runSql(database, 'UPDATE blog_posts SET trashed_at = ? WHERE document_id = ?', [
      database.client === 'sqlite' ? thirtyOneDaysAgo : new Date(thirtyOneDaysAgo),
      old.id,
    ]);
    await expect.poll(async () => (await admin(`/${old.id}`)).status, { timeout: 10_000 }).toBe(404);
    expect((await admin(`/${recent.id}`)).body.status).toBe('trash');
  });

  it('answers address lookups only for a site path', async () => {
    expect((await api('/api/site-addresses/lookup')).status).toBe(400);
    expect((await lookup('https://evil.example/x')).status).toBe(400);
    expect((await lookup(`/${'a'.repeat(2000)}`)).body.error.message).toBe(
      'Query parameter "path" must be at most 500 characters',
    );
    expect((await lookup('/articles/never-was')).status).toBe(404);
  });
});
