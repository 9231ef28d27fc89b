import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from './dataProvider';
import { saveSession } from './session';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
    removeItem: (key: string) => items.delete(key),
  });
  saveSession({ token: 'token-1', username: 'editor@example.com', loginTime: Date.now() });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const sent = (call = 0) => {
  const [url, init] = fetchMock.mock.calls[call] as [string, RequestInit];
  return { url, method: init.method ?? 'GET', authorization: new Headers(init.headers).get('Authorization'), body: init.body };
};

describe('the data provider', () => {
  const provider = createDataProvider('http://cms');

  it("reads and writes the site's details, and calls the staff and account routes, with the session token", async () => {
    fetchMock.mockImplementation(async () => json(200, { id: 'site', tagline: 'Slow roads' }));
    expect((await provider.getSiteSettings()).data).toMatchObject({ tagline: 'Slow roads' });
    await provider.updateSiteSettings({ tagline: 'Slow roads', shareImage: null });
    await provider.staffCall('staff/7/revoke-sessions', 'POST', {});
    await provider.staffCall('account/two-factor', 'GET');
    expect([0, 1, 2, 3].map((call) => ({ ...sent(call), authorization: sent(call).authorization }))).toEqual([
      { url: 'http://cms/api/admin/site-settings', method: 'GET', authorization: 'Bearer token-1', body: undefined },
      {
        url: 'http://cms/api/admin/site-settings',
        method: 'PUT',
        authorization: 'Bearer token-1',
        body: JSON.stringify({ tagline: 'Slow roads', shareImage: null }),
      },
      { url: 'http://cms/api/admin/staff/7/revoke-sessions', method: 'POST', authorization: 'Bearer token-1', body: '{}' },
      { url: 'http://cms/api/admin/account/two-factor', method: 'GET', authorization: 'Bearer token-1', body: undefined },
    ]);
  });

  it("asks the CMS for the dashboard figures with the session token, and the editor's time zone for Today", async () => {
    const stats = { total: 3, categories: 2, today: 1, thisWeek: 2, postTypes: ['food', 'guide'] };
    fetchMock.mockResolvedValue(json(200, stats));
    expect(await provider.getStats('blog-posts')).toEqual({ data: stats });
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(sent()).toMatchObject({
      url: `http://cms/api/admin/blog-posts/stats?timeZone=${encodeURIComponent(timeZone)}`,
      method: 'GET',
      authorization: 'Bearer token-1',
    });
  });

  it('uploads an image as a form to the media library and answers the stored file', async () => {
    const stored = { id: 7, url: '/uploads/kyoto.jpg', formats: null };
    fetchMock.mockResolvedValue(json(201, [stored]));
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'kyoto.jpg', { type: 'image/jpeg' });
    expect(await provider.uploadImage(file)).toEqual({ data: stored });
    const { url, method, authorization, body } = sent();
    expect({ url, method, authorization }).toEqual({
      url: 'http://cms/api/upload',
      method: 'POST',
      authorization: 'Bearer token-1',
    });
    expect((body as FormData).get('files')).toMatchObject({ name: 'kyoto.jpg', type: 'image/jpeg', size: 3 });
  });

  it('unpublishes a post at its own route and answers its record, now a draft', async () => {
    const record = { id: 'doc 1', status: 'draft', publishedAt: null };
    fetchMock.mockResolvedValue(json(200, record));
    expect(await provider.unpublish('blog-posts', { id: 'doc 1' })).toEqual({ data: record });
    expect(sent()).toMatchObject({
      url: 'http://cms/api/admin/blog-posts/doc%201/unpublish',
      method: 'POST',
      authorization: 'Bearer token-1',
    });
  });

  it('rejects a refused call with its status, which is what the auth provider judges a session by', async () => {
    fetchMock.mockResolvedValue(
      json(401, { error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials' } }),
    );
    const refusal = provider.getStats('blog-posts');
    await expect(refusal).rejects.toBeInstanceOf(HttpError);
    await expect(refusal).rejects.toMatchObject({ status: 401, message: 'Missing or invalid credentials' });

    fetchMock.mockResolvedValue(json(403, { error: { status: 403, name: 'ForbiddenError', message: 'Forbidden' } }));
    await expect(provider.uploadImage(new File(['x'], 'a.png', { type: 'image/png' }))).rejects.toMatchObject({ status: 403 });
  });
});
