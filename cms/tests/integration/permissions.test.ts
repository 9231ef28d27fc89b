import { beforeAll, describe, expect, it } from 'vitest';
import { accountToken, api, createPost, login, postBody, uploadImage } from '../support/api';

describe('permissions', () => {
  let adminToken: string;
  let readerToken: string;
  let post: any;
  let imageId: number;

  beforeAll(async () => {
    adminToken = await login();
    readerToken = await accountToken('authenticated', 'reader');
    post = await createPost(adminToken);
    imageId = await uploadImage(adminToken);
  });

  it('lets anyone read published posts', async () => {
    const list = await api('/api/blog-posts');
    expect(list.status).toBe(200);
    const one = await api(`/api/blog-posts/${post.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data.title).toBe(post.title);
    expect(one.body.data.createdByAdmin).toBeUndefined();
  });

  it('never shows drafts through the REST API', async () => {
    for (const token of [undefined, readerToken, adminToken]) {
      expect((await api('/api/blog-posts?status=draft', { token })).status).toBe(403);
      expect((await api(`/api/blog-posts/${post.id}?status=draft`, { token })).status).toBe(403);
    }
    expect((await api('/api/blog-posts?status=published')).status).toBe(200);
  });

  for (const [who, token] of [
    ['an anonymous visitor', () => undefined],
    ['a plain signed-in user', () => readerToken],
  ] as const) {
    describe(who, () => {
      it('cannot create, update or delete posts through the REST API', async () => {
        expect([401, 403]).toContain(
          (await api('/api/blog-posts', { token: token(), body: { data: postBody([imageId]) } })).status,
        );
        expect([401, 403]).toContain(
          (await api('/api/blog-posts?status=draft', { token: token(), body: { data: postBody([imageId]) } })).status,
        );
        expect([401, 403]).toContain(
          (await api(`/api/blog-posts/${post.id}`, { method: 'PUT', token: token(), body: { data: { title: 'Hacked' } } }))
            .status,
        );
        expect([401, 403]).toContain((await api(`/api/blog-posts/${post.id}`, { method: 'DELETE', token: token() })).status);
      });

      it('cannot use the admin API: no post created, previewed, scheduled, published or unpublished', async () => {
        for (const [method, path, body] of [
          ['GET', '/api/admin/blog-posts', undefined],
          ['GET', '/api/admin/blog-posts/stats', undefined],
          ['GET', `/api/admin/blog-posts/${post.id}`, undefined],
          ['POST', '/api/admin/blog-posts', postBody([imageId])],
          ['POST', '/api/admin/blog-posts', postBody([imageId], { status: 'draft' })],
          ['POST', '/api/admin/blog-posts', postBody([imageId], { status: 'scheduled', scheduledAt: '2099-01-01T08:00:00Z' })],
          ['POST', '/api/admin/blog-posts/preview', postBody([imageId])],
          ['PUT', `/api/admin/blog-posts/${post.id}`, { title: 'Hacked' }],
          ['PUT', `/api/admin/blog-posts/${post.id}`, { status: 'published' }],
          ['POST', `/api/admin/blog-posts/${post.id}/unpublish`, {}],
          ['DELETE', `/api/admin/blog-posts/${post.id}`, undefined],
        ] as const) {
          const response = await api(path, { method, token: token(), body });
          expect([401, 403], `${method} ${path}`).toContain(response.status);
        }
      });

      it("cannot schedule a post through the REST API, nor get a preview link from Strapi's panel", async () => {
        const schedule = await api(`/api/blog-posts/${post.id}?status=draft`, {
          method: 'PUT',
          token: token(),
          body: { data: { scheduledAt: '2099-01-01T08:00:00Z' } },
        });
        expect([401, 403]).toContain(schedule.status);
        const panelPreview = await api(
          `/content-manager/preview/url/api::blog-post.blog-post?documentId=${post.id}&status=draft`,
          { token: token() },
        );
        expect(panelPreview.status).toBe(401);
      });

      it('cannot read contact messages or subscriptions, nor upload files', async () => {
        expect([401, 403]).toContain((await api('/api/contact-messages', { token: token() })).status);
        expect([401, 403]).toContain((await api('/api/newsletter-subscriptions', { token: token() })).status);
        const form = new FormData();
        form.append('files', new Blob([Buffer.from('x')], { type: 'image/jpeg' }), 'x.jpg');
        expect([401, 403]).toContain((await api('/api/upload', { method: 'POST', token: token(), form })).status);
      });
    });
  }

  it('keeps the post unchanged after those attempts', async () => {
    const one = await api(`/api/blog-posts/${post.id}`);
    expect(one.body.data.title).toBe(post.title);
  });

  it('lets the public send a contact message and subscribe, nothing more', async () => {
    const message = await api('/api/contact-messages', {
      body: { data: { name: 'Ana', email: 'ana@example.com', subject: 'Lisbon', message: 'Hello!', travelType: 'food' } },
    });
    expect(message.status).toBe(201);
    const subscription = await api('/api/newsletter-subscriptions', { body: { data: { email: 'reader@example.com' } } });
    expect(subscription.status).toBe(202);
    expect((await api(`/api/contact-messages/${message.body.data.documentId}`)).status).toBe(403);
  });

  it('lets the admin role manage posts and read messages', async () => {
    const created = await api('/api/blog-posts', { token: adminToken, body: { data: postBody([imageId]) } });
    expect(created.status).toBe(201);
    const id = created.body.data.documentId;
    const updated = await api(`/api/blog-posts/${id}`, {
      method: 'PUT',
      token: adminToken,
      body: { data: { title: 'Renamed by the admin' } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.title).toBe('Renamed by the admin');
    expect((await api(`/api/blog-posts/${id}`, { method: 'DELETE', token: adminToken })).status).toBe(204);
    expect((await api(`/api/blog-posts/${id}`)).status).toBe(404);
    const messages = await api('/api/contact-messages', { token: adminToken });
    expect(messages.status).toBe(200);
    expect(messages.body.data.some((message: any) => message.subject === 'Lisbon')).toBe(true);
  });

  it('keeps public registration off', async () => {
    const response = await api('/api/auth/local/register', {
      body: { username: 'intruder', email: 'intruder@example.com', password: 'Intruder-password-1' },
    });
    expect([400, 403]).toContain(response.status);
    const intruderLogin = await api('/api/auth/local', {
      body: { identifier: 'intruder@example.com', password: 'Intruder-password-1' },
    });
    expect(intruderLogin.status).toBe(400);
  });

  it('checks contact messages and subscriptions with the shared rules', async () => {
    const empty = await api('/api/contact-messages', { body: { data: { email: 'not-an-address' } } });
    expect(empty.status).toBe(400);
    const errors = Object.fromEntries(empty.body.error.details.errors.map((error: any) => [error.path.join('.'), error.message]));
    expect(errors).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      subject: 'Subject is required',
      message: 'Message is required',
    });
    const badEmail = await api('/api/newsletter-subscriptions', { body: { data: { email: '' } } });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error.message).toBe('Email is required');
  });

  it('answers a second subscription like the first, revealing nothing', async () => {
    const email = `twice-${Date.now()}@example.com`;
    const first = await api('/api/newsletter-subscriptions', { body: { data: { email } } });
    const second = await api('/api/newsletter-subscriptions', { body: { data: { email: email.toUpperCase() } } });
    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    expect(second.body).toEqual(first.body);
    expect(JSON.stringify(first.body)).not.toContain(email);
    const stored = await api(`/api/newsletter-subscriptions?filters[email][$eq]=${encodeURIComponent(email)}`, {
      token: adminToken,
    });
    expect(stored.body.data).toHaveLength(1);
  });
});
