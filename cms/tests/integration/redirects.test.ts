import { beforeAll, describe, expect, it } from 'vitest';
import { api, createPost, fieldErrors, listQuery, login } from '../support/api';

/** Redirects (decision 041): stored in the CMS, checked through every door, chains collapsed, looked up by the site on a miss. */
describe('redirects through the admin API', () => {
  let token: string;
  const redirects = (path = '', body?: unknown, method?: string) => api(`/api/admin/redirects${path}`, { token, body, method });
  const lookup = (path: string) => api(`/api/site-addresses/lookup?path=${encodeURIComponent(path)}`);
  const unique = () => `/old-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

  beforeAll(async () => {
    token = await login();
  });

  it('adds, lists, changes and removes a redirect, which the site looks up', async () => {
    const from = unique();
    const created = await redirects('', { from: `${from}/`, to: '/articles' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: expect.any(String), from, to: '/articles', status: 301 });
    expect(await lookup(from)).toMatchObject({ status: 200, body: { data: { status: 301, location: '/articles' } } });
    expect((await lookup(`${from}/`)).body.data.location).toBe('/articles');

    const list = await redirects(listQuery({ sort: ['createdAt', 'DESC'], range: [0, 9] }));
    expect(list.headers.get('content-range')).toMatch(/^redirects 0-\d+\/\d+$/);
    expect(list.body[0]).toMatchObject({ id: created.body.id, from });

    const changed = await redirects(`/${created.body.id}`, { to: 'https://example.org/trips', status: 302 }, 'PUT');
    expect(changed.body).toMatchObject({ from, to: 'https://example.org/trips', status: 302 });
    expect((await lookup(from)).body.data).toEqual({ path: from, status: 302, location: 'https://example.org/trips' });

    expect((await redirects(`/${created.body.id}`, undefined, 'DELETE')).body).toMatchObject({ id: created.body.id });
    expect((await lookup(from)).status).toBe(404);
    expect((await redirects(`/${created.body.id}`)).status).toBe(404);
  });

  it('finds a redirect typed with letters beyond ASCII at the address a browser asks for', async () => {
    const from = `/café-${Date.now()}`;
    expect((await redirects('', { from, to: '/articles' })).status).toBe(201);
    const asked = encodeURI(from);
    expect(asked).not.toBe(from);
    expect((await lookup(asked)).body.data).toMatchObject({ status: 301, location: '/articles' });
  });

  it('collapses chains both ways, so a reader is sent once', async () => {
    const [a, b, c, d] = [unique(), unique(), unique(), unique()];
    await redirects('', { from: b, to: c });
    await redirects('', { from: a, to: b });
    expect((await lookup(a)).body.data.location).toBe(c);
    await redirects('', { from: c, to: d });
    expect((await lookup(a)).body.data.location).toBe(d);
    expect((await lookup(b)).body.data.location).toBe(d);
  });

  it('refuses loops, live pages, scripts, long paths, a second redirect from one path and forged ids, storing nothing', async () => {
    const [a, b] = [unique(), unique()];
    await redirects('', { from: a, to: b });
    const before = (await redirects(listQuery({ range: [0, 0] }))).headers.get('content-range');

    const loop = await redirects('', { from: b, to: a });
    expect(loop.status).toBe(400);
    expect(fieldErrors(loop.body)).toEqual({ to: `This redirect would make a loop: ${b} → ${a} → ${b}` });
    expect(fieldErrors((await redirects('', { from: a, to: '/elsewhere' })).body)).toEqual({
      from: `There is already a redirect from ${a}`,
    });

    const post = await createPost(token);
    for (const live of [`/articles/${post.slug}`, '/about', '/articles', '/admin', '/api/blog-posts']) {
      const refused = await redirects('', { from: live, to: '/' });
      expect(fieldErrors(refused.body)).toEqual({ from: `${live} is a page of the site: a redirect from it would hide it` });
    }
    const script = await redirects('', { from: unique(), to: 'javascript:alert(document.cookie)' });
    expect(fieldErrors(script.body)).toEqual({
      to: 'The target must be a path on this site, starting with /, or a web address starting with https:// or http://',
    });
    const long = await redirects('', { from: `/${'x'.repeat(2000)}`, to: '/' });
    expect(fieldErrors(long.body)).toEqual({ from: 'The old path must be at most 500 characters' });
    expect((await redirects('', { from: unique(), to: '/', status: 307 })).status).toBe(400);
    expect((await redirects('', [])).status).toBe(400);
    expect((await redirects(listQuery({ sort: ['password', 'ASC'] }))).status).toBe(400);
    expect((await redirects(listQuery({ range: [0, 1000] }))).status).toBe(400);

    for (const forged of ['no-such-redirect', '1 OR 1=1']) {
      expect((await redirects(`/${encodeURIComponent(forged)}`, { to: '/' }, 'PUT')).status).toBe(404);
      expect((await redirects(`/${encodeURIComponent(forged)}`, undefined, 'DELETE')).status).toBe(404);
    }
    expect((await redirects(listQuery({ range: [0, 0] }))).headers.get('content-range')).toBe(before);
    expect((await lookup(a)).body.data.location).toBe(b);
  });

  it('sees a loop through any spelling of a path, and never redirects /.well-known/ or to a backslash path', async () => {
    const [g, h] = [`${unique()}-g`, `${unique()}-h`];
    /** The path with its last letter percent-encoded, as a browser may send it (`/trip-%68` for `/trip-h`). */
    const encoded = (path: string) => `${path.slice(0, -1)}%${path.charCodeAt(path.length - 1).toString(16)}`;
    expect((await redirects('', { from: g, to: encoded(h) })).status).toBe(201);
    const before = (await redirects(listQuery({ range: [0, 0] }))).headers.get('content-range');

    const loop = await redirects('', { from: h, to: g });
    expect(fieldErrors(loop.body)).toEqual({ to: `This redirect would make a loop: ${h} → ${g} → ${encoded(h)}` });
    expect(fieldErrors((await redirects('', { from: encoded(g), to: '/elsewhere' })).body)).toEqual({
      from: `There is already a redirect from ${g}`,
    });
    expect(fieldErrors((await redirects('', { from: encoded(h), to: h })).body)).toEqual({
      to: 'A redirect cannot lead to its own path',
    });

    for (const source of ['/.well-known/acme-challenge/abc', '/.WELL-KNOWN/assetlinks.json', '/%2Ewell-known/acme-challenge/x']) {
      expect(fieldErrors((await redirects('', { from: source, to: 'https://evil.example/' })).body)).toEqual({
        from: 'Addresses under /.well-known/ prove to other services that the site owns its domain: they cannot be redirected',
      });
    }
    for (const target of ['/\\evil.example', '/\\/evil.example', '/ok\\..\\x']) {
      expect(fieldErrors((await redirects('', { from: unique(), to: target })).body)).toEqual({
        to: 'The target must be a path on this site, starting with /, or a web address starting with https:// or http://',
      });
    }
    expect((await redirects(listQuery({ range: [0, 0] }))).headers.get('content-range')).toBe(before);
    expect((await lookup(encoded(g))).body.data.location).toBe(encoded(h));
  });

  it('refuses every page the site has (web/app/routes), a live story’s own pages included, and nothing else', async () => {
    const post = await createPost(token);
    const draft = await createPost(token, { status: 'draft' });
    for (const live of [
      '/map',
      '/saved',
      '/sw.js',
      '/newsletter/confirm',
      '/newsletter/unsubscribe',
      '/sitemaps/pages.xml',
      '/sitemaps/stories-1.xml',
      '/maps/world.svg',
      '/maps/country/Japan',
      `/articles/${post.slug}/itinerary`,
      `/articles/${post.slug}/route.gpx`,
      `/articles/${post.slug}/map.svg`,
    ]) {
      const refused = await redirects('', { from: live, to: '/' });
      expect(refused.status, live).toBe(400);
      expect(fieldErrors(refused.body), live).toEqual({
        from: `${live} is a page of the site: a redirect from it would hide it`,
      });
    }
    for (const free of [`/articles/${draft.slug}/itinerary`, `/articles/no-such-story-${Date.now()}/map.svg`, unique()]) {
      const created = await redirects('', { from: free, to: '/articles' });
      expect(created.status, free).toBe(201);
      await redirects(`/${created.body.id}`, undefined, 'DELETE');
    }
  });

  it('stores the longest paths it allows whole, on PostgreSQL as on SQLite', async () => {
    const from = `${unique()}-${'x'.repeat(500)}`.slice(0, 500);
    const to = `/stories/${'y'.repeat(500)}`.slice(0, 500);
    const kept = await redirects('', { from, to });
    expect(kept.status).toBe(201);
    expect(kept.body).toMatchObject({ from, to });
    expect((await lookup(from)).body.data.location).toBe(to);
  });

  it('is for Editors and Administrators only', async () => {
    expect((await api('/api/admin/redirects')).status).toBe(403);
    expect((await api('/api/admin/redirects', { body: { from: unique(), to: '/' } })).status).toBe(403);
  });
});
