import { beforeAll, describe, expect, it } from 'vitest';
import { adminPostsApi, api, createPost, listQuery, login } from '../support/api';

/** Unpublish (decision 028): a live post goes back to Draft, its content kept, out of readers' sight. */
describe('unpublishing through the admin API', () => {
  let token: string;
  const admin = adminPostsApi(() => token);
  const readerTitles = async (slug: string) =>
    (await api(`/api/blog-posts?filters[slug][$eq]=${slug}`)).body.data.map((post: any) => post.title);

  beforeAll(async () => {
    token = await login();
  });

  it('returns a live post to Draft with its latest draft kept, hidden from readers and the counts', async () => {
    const post = await createPost(token);
    const before = (await admin('/stats')).body.total;
    await admin(`/${post.id}`, { title: `${post.title} (second sitting)`, status: 'draft' }, 'PUT');

    const unpublished = await admin(`/${post.id}/unpublish`, {});
    expect(unpublished.status).toBe(200);
    expect(unpublished.body).toMatchObject({
      id: post.id,
      title: `${post.title} (second sitting)`,
      content: post.content,
      status: 'draft',
      draftChanges: false,
      publishedAt: null,
    });
    expect(await readerTitles(post.slug)).toEqual([]);
    expect((await api(`/api/blog-posts/${post.id}`)).status).toBe(404);
    expect((await admin('/stats')).body.total).toBe(before - 1);
    const drafts = await admin(listQuery({ filter: { status: 'draft', q: post.title } }));
    expect(drafts.body.map((found: any) => found.id)).toEqual([post.id]);

    const again = await admin(`/${post.id}`, { status: 'published' }, 'PUT');
    expect(again.body).toMatchObject({ status: 'published', slug: post.slug });
    expect(await readerTitles(post.slug)).toEqual([`${post.title} (second sitting)`]);
  });

  it('refuses to unpublish what is not live, and answers 404 for an unknown post', async () => {
    const draft = await createPost(token, { status: 'draft' });
    const refused = await admin(`/${draft.id}/unpublish`, {});
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('This story is not published, so there is nothing to unpublish');
    expect((await admin(`/${draft.id}`)).body).toMatchObject({ status: 'draft', title: draft.title });
    expect((await admin('/no-such-post/unpublish', {})).status).toBe(404);
  });
});
