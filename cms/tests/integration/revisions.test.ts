import { beforeAll, describe, expect, inject, it } from 'vitest';
import Database from 'better-sqlite3';
import pg from 'pg';
import { api, createPost, listQuery, login, panelToken, postBody, uploadImage } from '../support/api';

/** Removes one revision row behind the CMS's back, as if that save had happened before revisions were recorded. */
async function deleteRevisionRow(id: number) {
  const database = inject('database');
  if (database.client === 'sqlite') {
    const db = new Database(database.filename);
    try {
      db.prepare('DELETE FROM post_revisions WHERE id = ?').run(id);
    } finally {
      db.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: database.connectionString });
  await client.connect();
  try {
    await client.query('DELETE FROM post_revisions WHERE id = $1', [id]);
  } finally {
    await client.end();
  }
}

/** Revision history: every save of a post through any door, read and restored through the admin API. */
describe('revision history', () => {
  let token: string;
  const posts = (path: string, body?: unknown, method?: string) => api(`/api/admin/blog-posts${path}`, { token, body, method });
  const revisions = (path: string, body?: unknown, method?: string) =>
    api(`/api/admin/revisions${path}`, { token, body, method });
  const historyOf = async (post: string, range: [number, number] = [0, 99]) => {
    const response = await revisions(listQuery({ filter: { post }, sort: ['createdAt', 'DESC'], range }));
    expect(response.status).toBe(200);
    return response;
  };
  const readerTitle = async (slug: string) =>
    (await api(`/api/blog-posts?filters[slug][$eq]=${slug}`)).body.data.map((post: any) => post.title);

  beforeAll(async () => {
    token = await login();
  });

  it('records create, edit, publish and unpublish through the admin API: who, when, the door and what changed', async () => {
    const post = await createPost(token, { status: 'draft' });
    await posts(
      `/${post.id}`,
      { title: `${post.title} revised`, content: 'A new opening line for the story.'.repeat(4), status: 'draft' },
      'PUT',
    );
    await posts(`/${post.id}`, { status: 'published' }, 'PUT');
    await posts(`/${post.id}/unpublish`, {});

    const history = await historyOf(post.id);
    expect(history.headers.get('Content-Range')).toBe('revisions 0-3/4');
    expect(history.body.map((revision: any) => revision.summary)).toEqual([
      'Unpublished',
      'Saved and published',
      'Saved as a draft: changed title, content and meta title',
      'Created as a draft',
    ]);
    for (const revision of history.body) {
      expect(revision).toMatchObject({ post: post.id, editor: expect.any(String), door: 'admin' });
      expect(Object.keys(revision).sort()).toEqual(['action', 'createdAt', 'door', 'editor', 'id', 'post', 'summary']);
    }
    const times = history.body.map((revision: any) => Date.parse(revision.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const oldest = await revisions(`/${history.body[3].id}`);
    expect(oldest.status).toBe(200);
    expect(oldest.body.fields).toMatchObject({
      title: post.title,
      content: post.content,
      postType: 'adventure',
      author: 'Test Author',
      metaDescription: 'A test story.',
      images: [{ id: post.images[0].id, alternativeText: null, caption: null }],
      placeName: null,
      lastVerifiedAt: null,
      scheduledAt: null,
      status: 'draft',
    });
  });

  it('restores a revision as a new draft: nothing published by it, the replaced text kept as a revision', async () => {
    const post = await createPost(token);
    const first = (await historyOf(post.id)).body[0];
    await posts(
      `/${post.id}`,
      { title: `${post.title} — second take`, content: 'Second take of the whole story, with a new ending.'.repeat(3) },
      'PUT',
    );

    const restored = await revisions(`/${first.id}/restore`, { post: post.id });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      id: post.id,
      title: post.title,
      content: post.content,
      status: 'published',
      draftChanges: true,
    });
    // Readers still read the published second take until someone publishes the restored draft.
    expect(await readerTitle(post.slug)).toEqual([`${post.title} — second take`]);

    const summaries = (await historyOf(post.id)).body.map((revision: any) => revision.summary);
    expect(summaries[0]).toMatch(
      /^Restored the revision of \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC: changed title, content and meta title$/,
    );
    expect(summaries.slice(1)).toEqual(['Saved and published: changed title, content and meta title', 'Created and published']);
    const replaced = (await historyOf(post.id)).body[1];
    expect((await revisions(`/${replaced.id}`)).body.fields.title).toBe(`${post.title} — second take`);
  });

  it('keeps the text a restore replaces even when no revision holds it (a post saved before revisions began)', async () => {
    const post = await createPost(token, { status: 'draft' });
    const later = 'Words written after the first save, before revisions were recorded.'.repeat(2);
    await posts(`/${post.id}`, { content: later, status: 'draft' }, 'PUT');
    const [edit, created] = (await historyOf(post.id)).body;
    await deleteRevisionRow(edit.id);

    const restored = await revisions(`/${created.id}/restore`, {});
    expect(restored.status).toBe(200);
    expect(restored.body.content).toBe(post.content);
    const history = (await historyOf(post.id)).body;
    expect(history.map((revision: any) => revision.action)).toEqual(['restore', 'keep', 'create']);
    expect(history[1].summary).toBe('Kept before a restore: changed content');
    expect((await revisions(`/${history[1].id}`)).body.fields.content).toBe(later);
  });

  it("records a save in Strapi's panel as the panel's, and a scheduled publish as the scheduler's", async () => {
    const collection = '/content-manager/collection-types/api::blog-post.blog-post';
    const imageId = await uploadImage(token);
    const inTwoSeconds = new Date(Date.now() + 2000).toISOString();
    const draft = await api(collection, { token: panelToken(), body: { ...postBody([imageId]), scheduledAt: inTwoSeconds } });
    expect(draft.status).toBe(201);
    const { documentId } = draft.body.data;

    let history = (await historyOf(documentId)).body;
    for (let tries = 0; history.length < 2 && tries < 40; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      history = (await historyOf(documentId)).body;
    }
    expect(history.map((revision: any) => [revision.summary, revision.door])).toEqual([
      ['Published', 'scheduler'],
      ['Created and scheduled', 'panel'],
    ]);
    expect(history[1].editor).toBe('admin@journeycanvas.example');
    expect(history[0].editor).toBeNull();
  });

  it('keeps the newest 50 revisions of a post, and the newest of each older day', async () => {
    const post = await createPost(token, { status: 'draft' });
    for (let n = 1; n <= 52; n += 1) await posts(`/${post.id}`, { title: `${post.title} take ${n}`, status: 'draft' }, 'PUT');
    // 53 saves today: the newest 50, then the newest of the older ones of the day.
    const history = await historyOf(post.id);
    expect(history.headers.get('Content-Range')).toBe('revisions 0-50/51');
    const oldest = await revisions(`/${history.body[50].id}`);
    expect(oldest.body.fields.title).toBe(`${post.title} take 2`);
  });

  it('takes a post’s revisions with it when it is deleted for good', async () => {
    const post = await createPost(token);
    const [revision] = (await historyOf(post.id)).body;
    // In the Trash it keeps them; deleted for good from there, it takes them.
    expect((await posts(`/${post.id}`, undefined, 'DELETE')).status).toBe(200);
    expect((await historyOf(post.id)).body).toHaveLength(1);
    expect((await posts(`/${post.id}?permanent=true`, undefined, 'DELETE')).status).toBe(200);
    const history = await historyOf(post.id);
    expect(history.body).toEqual([]);
    expect(history.headers.get('Content-Range')).toBe('revisions 0-0/0');
    const restore = await revisions(`/${revision.id}/restore`, { post: post.id });
    expect(restore.status).toBe(404);
    expect(restore.body.error.message).toBe('Revision not found');
  });
});

describe('bad input to the revisions API', () => {
  let token: string;
  const revisions = (path: string, body?: unknown) => api(`/api/admin/revisions${path}`, { token, body });

  beforeAll(async () => {
    token = await login();
  });

  it('refuses to restore a revision into another post, and changes nothing', async () => {
    const one = await createPost(token);
    const other = await createPost(token);
    const [revision] = (await revisions(listQuery({ filter: { post: one.id } }))).body;
    const refused = await revisions(`/${revision.id}/restore`, { post: other.id });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('This revision belongs to another post');
    for (const post of [one, other]) {
      expect((await api(`/api/admin/blog-posts/${post.id}`, { token })).body).toMatchObject({
        title: post.title,
        draftChanges: false,
      });
      expect((await revisions(listQuery({ filter: { post: post.id } }))).body).toHaveLength(1);
    }
  });

  it.each([
    ['a word', 'abc'],
    ['zero', '0'],
    ['an exponent', '1e3'],
    ['a sign', '-1'],
    ['a number past the column', '99999999999'],
    ['a leading zero', '01'],
  ])('answers a forged revision id (%s) with a 400', async (_name, id) => {
    for (const response of [await revisions(`/${id}`), await revisions(`/${id}/restore`, {})]) {
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe('A revision id is a whole number from 1');
    }
  });

  it('answers an unknown revision with a 404', async () => {
    expect((await revisions('/2147483647')).status).toBe(404);
    expect((await revisions('/2147483647/restore', {})).body.error.message).toBe('Revision not found');
  });

  it.each([
    [
      'a huge page',
      { filter: { post: 'abc' }, range: [0, 1_000_000] },
      'Range asks for 1000001 revisions; one request reads at most 100',
    ],
    [
      'a reversed range',
      { filter: { post: 'abc' }, range: [5, 1] },
      'Range must be [start, end]: whole numbers with 0 <= start <= end',
    ],
    ['no post', { range: [0, 9] }, 'A revision list needs the post: filter {"post":"<id>"}'],
    ['a post id that is not one', { filter: { post: { $ne: 'x' } } }, "filter.post must be a post's id"],
    ['another filter', { filter: { post: 'abc', editor: 'x' } }, 'Cannot filter revisions by "editor"'],
    ['another sort', { filter: { post: 'abc' }, sort: ['summary', 'ASC'] }, 'Revisions sort by createdAt only'],
  ])('refuses a list with %s', async (_name, query, message) => {
    const response = await revisions(listQuery(query as never));
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
  });

  it('is for the staff roles only', async () => {
    expect((await api(`/api/admin/revisions${listQuery({ filter: { post: 'abc' } })}`)).status).toBe(403);
    expect((await api('/api/admin/revisions/1/restore', { body: {} })).status).toBe(403);
  });
});
