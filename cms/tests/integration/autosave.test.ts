import { beforeAll, describe, expect, it } from 'vitest';
import { AUTOSAVE_MESSAGES, POST_MESSAGES, TEXT_MESSAGES, TRASH_MESSAGES } from '@journey-canvas/shared';
import { accountToken, api, createPost, listQuery, login } from '../support/api';

/** Autosave (decision 043): an editor's unsaved work kept on the server, offered back, never read by readers. */
describe('autosave', () => {
  let token: string;
  const posts = (path: string, body?: unknown, method?: string) => api(`/api/admin/blog-posts${path}`, { token, body, method });
  const autosave = (post: unknown, fields: unknown) =>
    api('/api/admin/revisions/autosave', { token, body: { post, fields }, method: 'PUT' });
  const offered = (post: string) => api(`/api/admin/revisions/autosave?post=${post}`, { token });
  const historyOf = async (post: string) =>
    (await api(`/api/admin/revisions${listQuery({ filter: { post }, range: [0, 99] })}`, { token })).body as any[];
  const readerPosts = async (slug: string) => (await api(`/api/blog-posts?filters[slug][$eq]=${slug}`)).body.data as any[];
  const activityOf = async (post: string) =>
    (await api(`/api/admin/activity${listQuery({ filter: { post }, range: [0, 49] })}`, { token })).body as any[];
  /** The form's fields as the Edit view sends them: the post's, with `changes`. */
  const formOf = (post: any, changes: Record<string, unknown> = {}) => ({
    postType: post.postType,
    title: post.title,
    content: post.content,
    author: post.author,
    metaTitle: post.metaTitle ?? '',
    metaDescription: post.metaDescription ?? '',
    images: post.images.map((image: any) => ({ id: image.id, alternativeText: '', caption: '' })),
    placeName: '',
    placeCountry: '',
    placeLatitude: null,
    placeLongitude: null,
    lastVerifiedAt: null,
    ...changes,
  });

  beforeAll(async () => {
    token = await login();
  });

  it('keeps one autosave per post and editor, replaced each time, offered back with its fields', async () => {
    const post = await createPost(token);
    expect((await offered(post.id)).status).toBe(204);

    const first = await autosave(post.id, formOf(post, { content: `${post.content} A first new line.` }));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ post: post.id, action: 'autosave', editor: expect.any(String), door: 'admin' });
    const second = await autosave(post.id, formOf(post, { title: `${post.title} (new)`, content: `${post.content} Two lines.` }));
    expect(second.status).toBe(200);

    const back = await offered(post.id);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({
      id: second.body.id,
      summary: 'Autosaved, not saved: changed title and content',
      fields: { title: `${post.title} (new)`, content: `${post.content} Two lines.`, postType: 'adventure' },
    });
    // The History lists saves only, and the autosave counts against nothing there.
    expect((await historyOf(post.id)).map((revision) => revision.action)).toEqual(['create']);
  });

  it('never changes what readers see, nor the post, nor the activity log', async () => {
    const post = await createPost(token);
    const activityBefore = await activityOf(post.id);
    expect((await autosave(post.id, formOf(post, { title: 'Never published words' }))).status).toBe(200);

    expect((await readerPosts(post.slug)).map((live) => live.title)).toEqual([post.title]);
    expect((await posts(`/${post.id}`)).body).toMatchObject({ title: post.title, draftChanges: false });
    expect(await activityOf(post.id)).toEqual(activityBefore);
  });

  it('goes with a real save, and discarding it deletes it', async () => {
    const post = await createPost(token, { status: 'draft' });
    await autosave(post.id, formOf(post, { content: `${post.content} Unsaved.` }));
    expect((await posts(`/${post.id}`, { content: `${post.content} Saved.`, status: 'draft' }, 'PUT')).status).toBe(200);
    expect((await offered(post.id)).status).toBe(204);

    await autosave(post.id, formOf(post, { content: `${post.content} Unsaved again.` }));
    expect((await offered(post.id)).status).toBe(200);
    expect((await api(`/api/admin/revisions/autosave?post=${post.id}`, { token, method: 'DELETE' })).status).toBe(204);
    expect((await offered(post.id)).status).toBe(204);
  });

  it("leaves an editor's autosave to them when a colleague saves the post", async () => {
    const post = await createPost(token, { status: 'draft' });
    await autosave(post.id, formOf(post, { content: `${post.content} Mine, not saved yet.` }));
    // A colleague, another Administrator, saves the post meanwhile.
    const colleague = await accountToken('administrator', 'colleague');
    const body = { title: `${post.title} (colleague)`, status: 'draft' };
    expect((await api(`/api/admin/blog-posts/${post.id}`, { token: colleague, body, method: 'PUT' })).status).toBe(200);

    const back = await offered(post.id);
    expect(back.status).toBe(200);
    expect(back.body.fields.content).toBe(`${post.content} Mine, not saved yet.`);
    // The editor's own save is what takes it.
    expect((await posts(`/${post.id}`, { content: back.body.fields.content, status: 'draft' }, 'PUT')).status).toBe(200);
    expect((await offered(post.id)).status).toBe(204);
  });

  it("keeps an editor's autosave from every colleague, even by its id", async () => {
    // A Contributor's post, which an Editor opens and changes without saving.
    const contributor = await accountToken('contributor', 'autosave-owner');
    const editor = await accountToken('editor', 'autosave-editor');
    const post = await createPost(contributor, { status: 'draft' });
    const secret = `${post.content} The Editor's words, not saved.`;
    const saved = await api('/api/admin/revisions/autosave', {
      token: editor,
      body: { post: post.id, fields: formOf(post, { content: secret }) },
      method: 'PUT',
    });
    expect(saved.status).toBe(200);
    const id = saved.body.id;

    // Its editor reads it back by id.
    const own = await api(`/api/admin/revisions/${id}`, { token: editor });
    expect(own.status).toBe(200);
    expect(own.body.fields.content).toBe(secret);

    // Nobody else does: not the post's Contributor, not an Administrator; nor can they restore it.
    for (const colleague of [contributor, token]) {
      const read = await api(`/api/admin/revisions/${id}`, { token: colleague });
      expect(read.status).toBe(404);
      expect(read.body.error.message).toBe('Revision not found');
      expect(JSON.stringify(read.body)).not.toContain("The Editor's words");
      const restored = await api(`/api/admin/revisions/${id}/restore`, { token: colleague, body: { post: post.id } });
      expect(restored.status).toBe(404);
      const history = await api(`/api/admin/revisions${listQuery({ filter: { post: post.id }, range: [0, 99] })}`, {
        token: colleague,
      });
      expect(history.body.map((revision: any) => revision.id)).not.toContain(id);
    }
    expect((await api(`/api/admin/blog-posts/${post.id}`, { token: contributor })).body.content).toBe(post.content);
  });

  it('offers nothing when the autosave holds the saved text (one that arrived just after the save)', async () => {
    const post = await createPost(token);
    expect((await autosave(post.id, formOf(post))).status).toBe(200);
    expect((await offered(post.id)).status).toBe(204);
  });

  it.each([
    ['a body that is not an object', [1, 2], 'The request body must be a JSON object'],
    ['no fields', { post: 'POST' }, AUTOSAVE_MESSAGES.fields],
    ['a title too long', { post: 'POST', fields: { title: 'x'.repeat(201) } }, POST_MESSAGES.titleTooLong],
    ['a control character', { post: 'POST', fields: { content: 'a\u0001b' } }, TEXT_MESSAGES.controlCharacters('Content')],
    ['images that are not a list', { post: 'POST', fields: { images: 'all of them' } }, AUTOSAVE_MESSAGES.images],
    ['an unknown post type', { post: 'POST', fields: { postType: 'moon' } }, POST_MESSAGES.postTypeRequired],
    ['a forged post id', { post: { $ne: 'x' }, fields: {} }, "post must be a post's id"],
  ])('refuses %s with a 400 and stores nothing', async (_name, body, message) => {
    const post = await createPost(token);
    const sent = JSON.parse(JSON.stringify(body).replace('"POST"', JSON.stringify(post.id)));
    const response = await api('/api/admin/revisions/autosave', { token, body: sent, method: 'PUT' });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
    expect((await offered(post.id)).status).toBe(204);
  });

  it('answers a post that does not exist with a 404, and one in the Trash with a 400', async () => {
    const missing = await autosave('abcdefghijklmnopqrstuvwx', { title: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(AUTOSAVE_MESSAGES.postNotFound);

    const post = await createPost(token);
    expect((await posts(`/${post.id}`, undefined, 'DELETE')).status).toBe(200);
    const trashed = await autosave(post.id, { title: 'x' });
    expect(trashed.status).toBe(400);
    expect(trashed.body.error.message).toBe(TRASH_MESSAGES.changeInTrash);
    expect((await historyOf(post.id)).map((revision) => revision.action)).toEqual(['create']);
  });

  it('is for the staff roles only', async () => {
    expect((await api('/api/admin/revisions/autosave', { body: { post: 'abc', fields: {} }, method: 'PUT' })).status).toBe(403);
    expect((await api('/api/admin/revisions/autosave?post=abc')).status).toBe(403);
    expect((await api('/api/admin/revisions/autosave?post=abc', { method: 'DELETE' })).status).toBe(403);
  });
});
