import { beforeAll, describe, expect, it } from 'vitest';
import { accountToken, api, createPost, listQuery, login } from '../support/api';

/** Query strings exactly as a client may send them; `[` and `]` are left readable. */
const get = (path: string, token?: string) => api(path, { token });

describe('query values the database cannot take', () => {
  let token: string;
  let post: { id: string; slug: string };

  beforeAll(async () => {
    token = await login();
    post = await createPost(token);
  });

  it('answer 400 on the public API, whatever the database', async () => {
    for (const query of [
      'filters[slug][$eq][$ne]=x',
      'filters[slug][$eq]=x%00y',
      'filters[id][$eq]=abc',
      'filters[id][$gt]=1e308',
      'filters[id][$eq]=2147483648',
      'filters[id][$lt]=1.5',
      'filters[id][$contains]=1',
      'filters[id][$between][0]=1',
      'filters[$and]=x',
      'filters[$or][0]=x',
      'filters[slug][$not][$eq]=a%00',
      'filters[images][id][$eq]=abc',
      'filters[images][$eq]=abc',
      'filters[images][formats][$eq]=x',
      'populate[images][filters][id][$eq]=abc',
      'pagination[start]=9223372036854775808&pagination[limit]=1',
    ]) {
      const response = await get(`/api/blog-posts?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.name, query).toBe('ValidationError');
    }
    expect((await get('/api/blog-posts/abc%00')).status).toBe(400);
  });

  it('answer 400 on the admin API', async () => {
    for (const path of [
      `/api/admin/blog-posts?range=${encodeURIComponent('[9223372036854775808,9223372036854775809]')}`,
      `/api/admin/blog-posts${listQuery({ range: [0.5, 2] })}`,
      `/api/admin/blog-posts${listQuery({ filter: { q: 'kyoto\u0000' } })}`,
      `/api/admin/blog-posts${listQuery({ filter: { id: ['a\u0000'] } })}`,
      `/api/admin/blog-posts${listQuery({ filter: { postType: 'food\u0000' } })}`,
      '/api/admin/blog-posts/abc%00',
    ]) {
      const response = await get(path, token);
      expect(response.status, path).toBe(400);
      expect(response.body.error.name, path).toBe('ValidationError');
    }
  });

  it('never turn a NUL in an address or an id into a 500: an article is not found, an id is a 400', async () => {
    const [contributor, author] = [await accountToken('contributor', 'nul'), await accountToken('author', 'nul')];
    await createPost(token, { tags: ['Nul probe'] });
    const [tag] = (await get(`/api/admin/tags${listQuery({ filter: { q: 'Nul probe' } })}`, token)).body;
    const reading = await get('/api/blog-posts/reading/abc%00');
    expect(reading.status).toBe(404);
    const ids: [string, string, string | undefined, unknown?][] = [
      ['GET', '/api/admin/blog-posts/abc%00', contributor],
      ['PUT', '/api/admin/blog-posts/abc%00', contributor, { title: 'x' }],
      ['POST', '/api/admin/blog-posts/preview', contributor, { id: 'abc\u0000' }],
      ['DELETE', '/api/admin/blog-posts/abc%00', author],
      ['POST', '/api/admin/blog-posts/abc%00/unpublish', author, {}],
      ['GET', '/api/admin/tags/abc%00', contributor],
      ['PUT', '/api/admin/tags/abc%00', token, { name: 'Rail' }],
      ['PUT', `/api/admin/tags/${tag.id}`, token, { mergeInto: 'abc\u0000' }],
      ['GET', '/api/tags/abc%00', undefined],
    ];
    for (const [method, path, who, body] of ids) {
      const response = await api(path, { method, token: who, body });
      expect(response.status, `${method} ${path}`).toBe(400);
    }
    // Everything else that takes an id or an address from the request: refused or not found, never a 500.
    for (const [method, path, who, body] of [
      ['GET', '/api/admin/redirects/abc%00', token],
      ['GET', '/api/admin/comments/abc%00', token],
      ['GET', '/api/admin/staff/abc%00', token],
      ['DELETE', '/api/admin/subscribers/abc%00', token],
      ['GET', '/api/admin/revisions/abc%00', token],
      ['POST', '/api/admin/revisions/abc%00/restore', token, {}],
      ['GET', '/api/admin/revisions/autosave?post=abc%00', token],
      ['POST', '/api/admin/blog-posts/abc%00/send-back', token, { note: 'x' }],
      ['POST', '/api/admin/blog-posts/abc%00/restore', token, {}],
      ['GET', '/api/previews/abc%00', undefined],
      ['GET', '/api/site-addresses/lookup?path=/articles/abc%00', undefined],
      ['GET', '/api/comments?post=abc%00', undefined],
      ['GET', '/api/blog-posts/sitemap/1%00', undefined],
    ] as [string, string, string | undefined, unknown?][]) {
      const response = await api(path, { method, token: who, body });
      expect([400, 404], `${method} ${path}: ${JSON.stringify(response.body)}`).toContain(response.status);
    }
  });

  it('leave sound filters working', async () => {
    for (const query of [
      `filters[slug][$eq]=${post.slug}`,
      `filters[slug][$in][0]=${post.slug}&filters[slug][$in][1]=other`,
      `filters[$or][0][slug][$eq]=${post.slug}&filters[$or][1][id][$eq]=-1`,
      `filters[$not][slug][$ne]=${post.slug}`,
      `filters[slug][$containsi]=${post.slug.toUpperCase()}&filters[id][$gte]=1&filters[id][$between][0]=1&filters[id][$between][1]=2147483647`,
      `filters[images][id][$notNull]=true&filters[documentId][$eq]=${post.id}`,
      `filters[createdAt][$gt]=2020-01-01T00:00:00.000Z&filters[publishedAt][$notNull]=true&filters[slug]=${post.slug}`,
      `populate[images][filters][id][$gt]=0&filters[slug]=${post.slug}`,
    ]) {
      const response = await get(`/api/blog-posts?${query}`);
      expect(response.status, query).toBe(200);
      expect(
        response.body.data.map((found: { documentId: string }) => found.documentId),
        query,
      ).toEqual([post.id]);
    }
    const admin = await get(`/api/admin/blog-posts${listQuery({ range: [0, 0], filter: { q: post.slug.slice(0, 12) } })}`, token);
    expect(admin.status).toBe(200);
  });
});
