import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, createPost, login, uploadImage } from '../support/api';
import { ask } from '../support/readers';

/** An article page's data in one answer (decision 069). */
describe('GET /api/blog-posts/reading/:slug', () => {
  let token: string;
  const reading = (slug: string) => api(`/api/blog-posts/reading/${encodeURIComponent(slug)}`);

  beforeAll(async () => {
    token = await login();
  });

  it('answers a live story with its related stories, neighbours in time and approved questions, and nothing private', async () => {
    const older = await createPost(token, { postType: 'cultural', title: `Tea houses of Uji ${Date.now()}` });
    const story = await createPost(token, { postType: 'cultural', title: `Temples of Kyoto ${Date.now()}` });
    const newer = await createPost(token, { postType: 'food', title: `Street food in Osaka ${Date.now()}` });
    const question = await ask(story.id, { body: 'Is the garden open in winter?' });
    expect(question.status).toBe(202);
    const pending = await api(`/api/admin/comments?filter=${encodeURIComponent(JSON.stringify({ post: story.id }))}`, { token });
    const asked = pending.body.find((row: any) => row.body === 'Is the garden open in winter?');
    await api(`/api/admin/comments/${asked.id}`, { method: 'PUT', token, body: { status: 'approved' } });

    const answer = await reading(story.slug);
    expect(answer.status).toBe(200);
    const { post, related, older: before, newer: after, questions } = answer.body.data;
    expect(post).toMatchObject({ documentId: story.id, slug: story.slug, title: story.title, content: story.content });
    expect(post.images[0]).toMatchObject({ url: expect.stringMatching(/^\/uploads\//), formats: expect.any(Object) });
    // The same category first: the cultural story published just before it.
    expect(related[0].slug).toBe(older.slug);
    expect(related.map((card: any) => card.slug)).not.toContain(story.slug);
    expect(related[0]).not.toHaveProperty('content');
    expect(before.slug).toBe(older.slug);
    expect(after.slug).toBe(newer.slug);
    expect(questions).toEqual([expect.objectContaining({ body: 'Is the garden open in winter?', reply: null })]);
    // Only the fields the site shows: no editor's account, no reader's email.
    expect(JSON.stringify(answer.body)).not.toMatch(/createdBy|updatedBy|email|trashed/);
  });

  it('names the library records of the pictures written into the story, by either address, and no others', async () => {
    const inText = await uploadImage(token);
    const { url } = (await api(`/api/upload/files/${inText}`, { token })).body;
    const content = [
      'Boats at dawn.',
      `![Boats](${url} "Leaving at seven")`,
      // The CMS's own public address for it (CMS_PUBLIC_URL, here its default on localhost).
      `![Same boats](http://localhost:${new URL(inject('cmsUrl')).port}${url})`,
      '![Not ours](/uploads/never-uploaded.jpg)',
      'We stayed a week on the island and swam every morning before the ferries came in. '.repeat(3),
    ].join('\n\n');
    const story = await createPost(token, { postType: 'cultural', title: `Islands of the Inland Sea ${Date.now()}`, content });
    const { pictures } = (await reading(story.slug)).body.data;
    expect(pictures).toEqual([
      {
        url,
        width: expect.any(Number),
        height: expect.any(Number),
        formats: expect.objectContaining({ thumbnail: expect.any(Object) }),
      },
    ]);
  });

  it('offers the stories sharing a tag first, then the same category', async () => {
    const tag = `Tagged${Date.now()
      .toString(36)
      .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
    const sharing = await createPost(token, { postType: 'food', title: `Night markets of Taipei ${Date.now()}`, tags: [tag] });
    const sameCategory = await createPost(token, { postType: 'wellness', title: `Canyons of Utah ${Date.now()}` });
    const story = await createPost(token, { postType: 'wellness', title: `Glaciers of Iceland ${Date.now()}`, tags: [tag] });

    const { related } = (await reading(story.slug)).body.data;
    expect(related.slice(0, 2).map((card: any) => card.slug)).toEqual([sharing.slug, sameCategory.slug]);
  });

  it('answers 404 for a draft, a story in the Trash and a made-up slug, and 400 for query parameters', async () => {
    const draft = await createPost(token, { status: 'draft' });
    expect(draft.publishedAt).toBeNull();
    const trashed = await createPost(token);
    expect((await api(`/api/admin/blog-posts/${trashed.id}`, { method: 'DELETE', token })).status).toBe(200);

    expect((await reading(trashed.slug)).status).toBe(404);
    expect((await reading('no-such-story')).status).toBe(404);
    expect((await reading(draft.slug)).status).toBe(404);
    expect((await api(`/api/blog-posts/reading/${encodeURIComponent(trashed.slug)}?status=draft`)).status).toBe(400);
  });
});
