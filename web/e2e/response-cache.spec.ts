import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken, cmsDelete, cmsGet, cmsPost, cmsPut } from './support/cms';
import { rawGet } from './support/http';
import { logEventsSince, logSize } from './support/log';
import { PURGE_MS } from './support/purge';

/** The text of a page as a reader's browser gets it (any encoding the site chose, decoded). */
async function textOf(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, br' } });
  return { status: response.status(), text: await response.text() };
}

/** Every page that shows a new post of type `guide` by its title, with the data URLs a client-side navigation loads. */
/** The sitemap file that lists every story (fewer than 10,000 here, decision 076). */
const STORIES_SITEMAP = '/sitemaps/stories-1.xml';
const LISTS = [
  '/',
  '/_root.data',
  '/articles',
  '/articles.data',
  '/articles?category=guide',
  '/tips-and-guides',
  '/tips-and-guides.data',
  '/rss.xml',
];

/** Waits until every path shows (or no longer shows) the text: the webhook purges within seconds. */
async function expectEverywhere(request: APIRequestContext, paths: string[], text: string, shown: boolean) {
  for (const path of paths) {
    await expect(async () => {
      const page = await textOf(request, path);
      expect(page.text.includes(text), `${path} ${shown ? 'shows' : 'no longer shows'} "${text}"`).toBe(shown);
    }).toPass({ timeout: PURGE_MS });
  }
}

test.describe('the response cache', () => {
  test('a publish, an edit and a delete each show on every affected page within seconds', async ({ request }) => {
    const token = await adminToken();
    // Every affected page is cached before each change, so a stale copy would be what is served.
    const warm = async (paths: string[]) => {
      for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
    };
    await warm([...LISTS, STORIES_SITEMAP]);
    const [existing] = await cmsGet('/api/admin/blog-posts?range=[0,0]', token);
    const title = `Cache check ${Date.now()} in Hokkaido`;
    const created = await cmsPost(
      '/api/admin/blog-posts',
      {
        title,
        postType: 'guide',
        author: 'Cache Tester',
        content: 'Snow monkeys, hot springs and a very slow train across the island. '.repeat(4),
        images: [existing.images[0].id],
      },
      token,
    );
    const article = `/articles/${created.slug}`;
    await expectEverywhere(request, LISTS, title, true);
    await expectEverywhere(request, [STORIES_SITEMAP], `/articles/${created.slug}<`, true);
    expect((await textOf(request, article)).text).toContain(title);

    await warm([...LISTS, article, `${article}.data`]);
    const renamed = `${title} (revised)`;
    await cmsPut(`/api/admin/blog-posts/${created.id}`, { title: renamed }, token);
    await expectEverywhere(request, [article, `${article}.data`, ...LISTS], renamed, true);

    await warm([...LISTS, STORIES_SITEMAP, article]);
    await cmsDelete(`/api/admin/blog-posts/${created.id}`, token);
    await expectEverywhere(request, [...LISTS, STORIES_SITEMAP, article], created.slug, false);
    // Delete moves a story to the Trash, whose old address is Gone (decision 040).
    expect((await request.get(article)).status()).toBe(410);
  });

  test('serves each URL its own page, in the encoding asked for, and 304 to a client holding it', async ({ request }) => {
    const pages = await Promise.all(
      ['/articles?category=guide', '/articles?category=food', '/articles'].map(async (path) => {
        await request.get(path);
        return (await textOf(request, path)).text;
      }),
    );
    expect(pages[0]).toMatch(/<link rel="canonical" href="[^"]*\/articles\?category=guide"/);
    expect(pages[1]).toMatch(/<link rel="canonical" href="[^"]*\/articles\?category=food"/);
    expect(pages[2]).toMatch(/<link rel="canonical" href="[^"]*\/articles"/);

    const plain = await rawGet('/articles', { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding, decode] of [
      ['gzip', 'gzip', gunzipSync],
      ['gzip, deflate, br', 'br', brotliDecompressSync],
    ] as const) {
      const encoded = await rawGet('/articles', { 'Accept-Encoding': accept });
      expect(encoded.headers['content-encoding'], accept).toBe(encoding);
      expect(encoded.headers.vary).toBe('Accept-Encoding, Save-Data');
      expect(decode(encoded.body).equals(plain.body), accept).toBe(true);
    }

    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await request.get('/articles', { headers: { 'Accept-Encoding': 'identity', 'If-None-Match': etag } });
    expect(revalidated.status()).toBe(304);
    expect((await revalidated.body()).byteLength).toBe(0);
    const data = await request.get('/articles.data');
    expect(data.headers()['content-type']).not.toContain('text/html');
  });

  test('never keeps errors, the admin, or form answers', async ({ request }) => {
    const from = await logSize();
    const missing = `/articles/no-such-story-${Date.now()}`;
    for (let i = 0; i < 2; i += 1) {
      const response = await request.get(missing);
      expect(response.status()).toBe(404);
      expect(response.headers()['cache-control']).toBe('no-store');
      expect(response.headers().etag).toBeUndefined();
    }
    for (let i = 0; i < 2; i += 1) expect((await request.get('/admin/config.json')).headers()['cache-control']).toBe('no-store');
    expect((await request.get('/admin/')).status()).toBe(200);
    const form = await request.post('/newsletter', { form: { email: 'not-an-address' } });
    expect(form.status()).toBe(400);
    expect(await form.text()).toContain('form-error');
    // The form's answer is never what the next reader of the page gets.
    const page = await request.get('/newsletter');
    expect(page.status()).toBe(200);
    expect(await page.text()).not.toContain('form-error');
    await expect(async () => {
      const lines = logEventsSince(from).filter((line) => line.event === 'request');
      // Asked twice, rendered twice: the cache neither answered nor kept the 404.
      expect(lines.filter((line) => line.path === missing).map((line) => line.cache)).toEqual([undefined, undefined]);
      const admin = lines.filter((line) => line.path?.startsWith('/admin'));
      expect(admin).toHaveLength(3);
      expect(admin.every((line) => line.cache === undefined)).toBe(true);
      expect(lines.find((line) => line.path === '/newsletter' && line.status === 400)).toBeDefined();
    }).toPass({ timeout: 5_000 });
  });
});
