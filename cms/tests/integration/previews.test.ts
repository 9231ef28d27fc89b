import { signPreviewToken } from '@journey-canvas/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { api, createPost, jpeg, login, panelToken, postBody, uploadFile, uploadImage } from '../support/api';

const tokenOf = (url: string) => new URL(url).pathname.replace(/^\/preview\//, '');

describe('previews', () => {
  let token: string;
  let imageId: number;

  beforeAll(async () => {
    token = await login();
    imageId = await uploadImage(token);
  });

  it('shows the unsaved form, checked by the post rules, at a signed link that expires in an hour', async () => {
    const post = await createPost(token, { status: 'draft' });
    const form = {
      ...post,
      title: `${post.title} (unsaved)`,
      content: `## Unsaved\n\n<script>alert(1)</script>${'Words typed but not yet saved. '.repeat(5)}`,
      images: [{ id: post.images[0].id, alternativeText: 'Typed alt text', caption: 'Typed caption' }],
    };
    const started = Date.now();
    const link = await api('/api/admin/blog-posts/preview', { token, body: form });
    expect(link.status).toBe(201);
    expect(link.body.url).toMatch(/^http:\/\/localhost:3999\/preview\/[\w-]+\.[\w-]+$/);
    expect(Date.parse(link.body.expiresAt) - started).toBeGreaterThan(59 * 60 * 1000);

    const shown = await api(`/api/previews/${tokenOf(link.body.url)}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('private, no-store');
    expect(shown.body.data).toMatchObject({ documentId: post.id, slug: post.slug, title: form.title, author: post.author });
    expect(shown.body.data.content).toContain('## Unsaved');
    expect(shown.body.data.content).not.toContain('<script');
    expect(shown.body.data.images[0]).toMatchObject({ alternativeText: 'Typed alt text', caption: 'Typed caption' });
    // Nothing was saved.
    const stored = await api(`/api/admin/blog-posts/${post.id}`, { token });
    expect(stored.body).toMatchObject({ title: post.title, status: 'draft' });
    expect(stored.body.images[0].alternativeText).toBeNull();
  });

  it("names the library's records of the pictures in the unsaved text, so the page offers their sizes", async () => {
    const post = await createPost(token, { status: 'draft' });
    const upload = await uploadFile(token, await jpeg({ width: 1200, height: 800 }), 'ferry.jpg', 'image/jpeg');
    const { url } = upload.body[0];
    const form = { ...post, content: `${post.content}\n\n![The ferry](${url} "Leaving at seven")` };
    const link = await api('/api/admin/blog-posts/preview', { token, body: form });
    const shown = await api(`/api/previews/${tokenOf(link.body.url)}`);
    expect(shown.status).toBe(200);
    expect(shown.body.pictures).toEqual([expect.objectContaining({ url, width: 1200, height: 800 })]);
    expect(Object.keys(shown.body.pictures[0].formats)).toEqual(expect.arrayContaining(['small', 'medium']));
  });

  it('shows nothing once the story is moved to the Trash, whatever the link', async () => {
    const post = await createPost(token);
    const snapshot = await api('/api/admin/blog-posts/preview', {
      token,
      body: { ...post, title: `${post.title} (typed)`, images: [{ id: post.images[0].id }] },
    });
    expect((await api(`/api/previews/${tokenOf(snapshot.body.url)}`)).status).toBe(200);
    expect((await api(`/api/admin/blog-posts/${post.id}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await api(`/api/previews/${tokenOf(snapshot.body.url)}`)).status).toBe(404);
  });

  it("refuses a form the post rules refuse, with the specification's messages", async () => {
    const refused = await api('/api/admin/blog-posts/preview', { token, body: postBody([imageId], { content: 'too short' }) });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.errors).toEqual([
      expect.objectContaining({ path: ['content'], message: 'Content must be at least 100 characters' }),
    ]);
  });

  it('refuses a forged, altered or expired link', async () => {
    const link = await api('/api/admin/blog-posts/preview', { token, body: postBody([imageId]) });
    const valid = tokenOf(link.body.url);
    const [payload, signature] = valid.split('.');
    const forged = Buffer.from(JSON.stringify({ kind: 'document', id: 'x', status: 'draft', exp: Date.now() + 1e6 })).toString(
      'base64url',
    );
    for (const bad of [`${forged}.${signature}`, `${payload}.${signature!.slice(2)}`, 'nonsense']) {
      const refused = await api(`/api/previews/${bad}`);
      expect(refused.status).toBe(404);
      expect(refused.body.data).toBeNull();
    }
    const { token: stale } = await signPreviewToken({ kind: 'snapshot', id: 'any' }, inject('previewSecret'), {
      now: Date.now() - 2 * 60 * 60 * 1000,
    });
    const expired = await api(`/api/previews/${stale}`);
    expect(expired.status).toBe(410);
    expect(expired.body.error.message).toBe('This preview link has expired');
  });

  it("gives Strapi's panel a preview link for a draft and for the published version", async () => {
    const post = await createPost(token);
    await api(`/api/admin/blog-posts/${post.id}`, { method: 'PUT', token, body: { title: `${post.title} v2`, status: 'draft' } });

    const preview = (status: string) =>
      api(`/content-manager/preview/url/api::blog-post.blog-post?documentId=${post.id}&status=${status}`, {
        token: panelToken(),
      });
    const [draft, published] = await Promise.all([preview('draft'), preview('published')]);
    expect(draft.body.data.url).toMatch(/^http:\/\/localhost:3999\/preview\//);
    expect((await api(`/api/previews/${tokenOf(draft.body.data.url)}`)).body.data.title).toBe(`${post.title} v2`);
    expect((await api(`/api/previews/${tokenOf(published.body.data.url)}`)).body.data.title).toBe(post.title);
  });
});
