import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEV_ADMIN } from '@journey-canvas/shared/server';
import {
  adminPostsApi,
  api,
  createPost,
  jpeg,
  listQuery,
  login,
  panelToken,
  postBody,
  uploadFile,
  uploadImage,
} from '../support/api';

const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();

/** The activity log (decision 042): append-only, newest first, every door, read through the admin API only. */
describe('the activity log', () => {
  let token: string;
  const activity = (params: Parameters<typeof listQuery>[0]) => api(`/api/admin/activity${listQuery(params)}`, { token });
  const actionsOf = async (post: string) =>
    (await activity({ filter: { post }, range: [0, 49] })).body.map((entry: any) => entry.action);

  beforeAll(async () => {
    token = await login();
  });

  it("records a post's life through the admin API, newest first, with who, the door and the title", async () => {
    const admin = adminPostsApi(() => token);
    const post = await createPost(token, { status: 'draft' });
    const scheduledAt = inAnHour();
    expect((await admin(`/${post.id}`, { status: 'scheduled', scheduledAt }, 'PUT')).status).toBe(200);
    expect((await admin(`/${post.id}`, { status: 'published' }, 'PUT')).status).toBe(200);
    expect((await admin(`/${post.id}/unpublish`, {})).status).toBe(200);
    expect((await admin(`/${post.id}`, undefined, 'DELETE')).status).toBe(200);

    const page = await activity({ filter: { post: post.id }, range: [0, 24] });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-range')).toBe('entries 0-6/7');
    expect(page.body.map((entry: any) => entry.action)).toEqual([
      'trash',
      'unpublish',
      'publish',
      'edit',
      'schedule',
      'edit',
      'create',
    ]);
    for (const entry of page.body) {
      expect(entry).toMatchObject({ actor: DEV_ADMIN.email, door: 'admin', post: post.id, postTitle: post.title });
      expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
    }
    expect(page.body[4].detail).toBe(`for ${scheduledAt}`);
    const ids = page.body.map((entry: any) => entry.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it('records the Trash, a revision restored, a post deleted for good and redirects, each once', async () => {
    const admin = (path: string, body?: unknown, method?: string) => api(`/api/admin/${path}`, { token, body, method });
    const post = await createPost(token, { status: 'draft' });
    expect((await admin(`blog-posts/${post.id}`, { title: `${post.title}, revised` }, 'PUT')).status).toBe(200);
    const [oldest] = (await admin(`revisions${listQuery({ filter: { post: post.id }, sort: ['createdAt', 'ASC'] })}`)).body;
    expect((await admin(`revisions/${oldest.id}/restore`, { post: post.id })).status).toBe(200);
    expect((await admin(`blog-posts/${post.id}`, undefined, 'DELETE')).status).toBe(200);
    expect((await admin(`blog-posts/${post.id}/restore`, {})).status).toBe(200);
    expect((await admin(`blog-posts/${post.id}`, undefined, 'DELETE')).status).toBe(200);
    expect((await admin(`blog-posts/${post.id}?permanent=true`, undefined, 'DELETE')).status).toBe(200);
    expect(await actionsOf(post.id)).toEqual([
      'delete-forever',
      'trash',
      'restore',
      'trash',
      'revision-restore',
      'edit',
      'edit',
      'create',
    ]);

    const from = `/blog/gone-${Date.now()}`;
    const redirect = await admin('redirects', { from, to: '/articles', status: 302 });
    expect(redirect.status).toBe(201);
    expect((await admin(`redirects/${redirect.body.id}`, undefined, 'DELETE')).status).toBe(200);
    const details = (await activity({ filter: { action: 'redirect', actor: DEV_ADMIN.email }, range: [0, 1] })).body.map(
      (entry: any) => entry.detail,
    );
    expect(details).toEqual([`Removed ${from} → /articles (302)`, `Added ${from} → /articles (302)`]);
  });

  it('records no change that did not happen: a refused edit leaves no entry', async () => {
    const post = await createPost(token);
    const refused = await api(`/api/admin/blog-posts/${post.id}`, { token, body: { title: '' }, method: 'PUT' });
    expect(refused.status).toBe(400);
    expect(await actionsOf(post.id)).toEqual(['publish', 'create']);
  });

  it("records an edit and a publish made in Strapi's panel as the panel's", async () => {
    const collection = '/content-manager/collection-types/api::blog-post.blog-post';
    const imageId = await uploadImage(token);
    const created = await api(collection, { token: panelToken(), body: postBody([imageId]) });
    expect(created.status).toBe(201);
    const { documentId } = created.body.data;
    expect(
      (await api(`${collection}/${documentId}`, { token: panelToken(), body: { title: 'Edited in the panel' }, method: 'PUT' }))
        .status,
    ).toBe(200);
    expect((await api(`${collection}/${documentId}/actions/publish`, { token: panelToken(), body: {} })).status).toBe(200);

    const entries = (await activity({ filter: { post: documentId } })).body;
    // The panel's Publish saves the form first, as an edit of its own.
    expect(entries.map((entry: any) => [entry.action, entry.door, entry.actor])).toEqual([
      ['publish', 'panel', DEV_ADMIN.email],
      ['edit', 'panel', DEV_ADMIN.email],
      ['edit', 'panel', DEV_ADMIN.email],
      ['create', 'panel', DEV_ADMIN.email],
    ]);
    expect(entries[0].postTitle).toBe('Edited in the panel');
  });

  it("records the scheduler's publish as the scheduler's, with no person", async () => {
    const post = await createPost(token, { status: 'scheduled', scheduledAt: new Date(Date.now() + 2000).toISOString() });
    await expect
      .poll(async () => (await activity({ filter: { post: post.id, action: 'publish' } })).body, { timeout: 20_000 })
      .toEqual([expect.objectContaining({ action: 'publish', door: 'scheduler', actor: null, postTitle: post.title })]);
  });

  it('records sign-ins and failed sign-ins, filed under the account they named, through both logins', async () => {
    const stranger = `nobody-${Date.now()}@example.com`;
    expect((await api('/api/auth/local', { body: { identifier: stranger, password: 'not the password' } })).status).toBe(400);
    const failed = await activity({ filter: { actor: stranger } });
    expect(failed.body).toEqual([
      expect.objectContaining({
        action: 'failed-sign-in',
        actor: stranger,
        door: 'rest',
        detail: 'Wrong email or password',
        post: null,
      }),
    ]);

    const before = (await activity({ filter: { action: 'sign-in', actor: DEV_ADMIN.email } })).headers.get('content-range');
    await login();
    const after = await activity({ filter: { action: 'sign-in', actor: DEV_ADMIN.email } });
    expect(after.headers.get('content-range')).not.toBe(before);
    expect(after.body[0]).toMatchObject({ action: 'sign-in', actor: DEV_ADMIN.email, door: 'rest' });
    // The run's own sign-in to Strapi's panel, made by the test setup.
    const doors = (await activity({ filter: { action: 'sign-in', actor: DEV_ADMIN.email }, range: [0, 99] })).body.map(
      (entry: any) => entry.door,
    );
    expect(doors).toContain('panel');
  });

  it('records an upload with the file name', async () => {
    const stored = await uploadFile(token, await jpeg(), 'harbour-at-dusk.jpg', 'image/jpeg');
    expect(stored.status).toBe(201);
    const [latest] = (await activity({ filter: { action: 'upload', actor: DEV_ADMIN.email } })).body;
    expect(latest).toMatchObject({ action: 'upload', detail: 'harbour-at-dusk.jpg', door: 'rest', post: null });
  });

  it('pages on the server: a range reads that many entries and the total stays', async () => {
    const first = await activity({ range: [0, 1] });
    const second = await activity({ range: [2, 3] });
    expect(first.body).toHaveLength(2);
    expect(second.body).toHaveLength(2);
    expect(first.body[1].id).toBeGreaterThan(second.body[0].id);
    const total = (range: string | null) => range?.split('/')[1];
    expect(total(first.headers.get('content-range'))).toBe(total(second.headers.get('content-range')));
  });

  it('refuses bad list requests with a clear 400', async () => {
    const refusals: [Parameters<typeof listQuery>[0], string][] = [
      [{ filter: { action: 'launch' } }, 'Cannot filter by action "launch"'],
      [{ filter: { who: 'x' } }, 'Cannot filter the activity log by "who"'],
      [{ filter: { actor: ['a', 'b'] } }, 'Invalid value in the filter at actor'],
      [{ filter: { post: 'x'.repeat(300) } }, 'Invalid value in the filter at post'],
      [{ range: [0, 100] }, 'Range asks for 101 entries; one request reads at most 100'],
      [{ sort: ['actor', 'ASC'] }, 'Cannot sort the activity log by "actor"'],
    ];
    for (const [params, message] of refusals) {
      const response = await activity(params);
      expect(response.status, message).toBe(400);
      expect(response.body.error.message).toBe(message);
    }
  });

  it('has no way to write, edit or delete an entry, and only Editors and Administrators read it', async () => {
    const [entry] = (await activity({ range: [0, 0] })).body;
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      for (const path of ['/api/admin/activity', `/api/admin/activity/${entry.id}`]) {
        const response = await fetch(`${inject('cmsUrl')}${path}`, {
          method,
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: method === 'DELETE' ? undefined : JSON.stringify({ action: 'edit' }),
        });
        expect([404, 405], `${method} ${path}`).toContain(response.status);
      }
    }
    expect((await activity({ range: [0, 0] })).body[0]).toEqual(entry);
    expect((await api('/api/admin/activity')).status).toBe(403);
    expect((await api('/api/activity-entries')).status).toBe(404);
  });
});
