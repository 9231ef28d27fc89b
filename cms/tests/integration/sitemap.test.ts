import { beforeAll, describe, expect, it } from 'vitest';
import { api, createPost, login } from '../support/api';

/** The sitemap's story addresses in parts (decision 076): every live story, nothing else. */
describe('GET /api/blog-posts/sitemap/:part', () => {
  let token: string;

  beforeAll(async () => {
    token = await login();
  });

  it('lists every live story with its last edit, and no draft or story in the Trash', async () => {
    const live = await createPost(token);
    const draft = await createPost(token, { status: 'draft' });
    const trashed = await createPost(token);
    expect((await api(`/api/admin/blog-posts/${trashed.id}`, { method: 'DELETE', token })).status).toBe(200);

    const answer = await api('/api/blog-posts/sitemap/1');
    expect(answer.status).toBe(200);
    expect(answer.body.meta).toMatchObject({ part: 1, parts: 1, total: answer.body.data.length });
    const slugs = answer.body.data.map((story: any) => story.slug);
    expect(answer.body.data).toContainEqual({ slug: live.slug, updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(slugs).not.toContain(draft.slug);
    expect(slugs).not.toContain(trashed.slug);
    // Oldest first: a new story joins the last part.
    expect(slugs.at(-1)).toBe(live.slug);
  });

  it('answers 404 past the last part and 400 for anything but a part number', async () => {
    expect((await api('/api/blog-posts/sitemap/2')).status).toBe(404);
    for (const part of ['0', 'x', '-1', '1.5', '9999999']) {
      expect((await api(`/api/blog-posts/sitemap/${part}`)).status, part).toBe(400);
    }
    expect((await api('/api/blog-posts/sitemap/1?pagination[pageSize]=5')).status).toBe(400);
  });
});
