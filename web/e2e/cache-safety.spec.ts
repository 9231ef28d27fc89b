import { randomBytes } from 'node:crypto';
import { startSite, type RunningSite } from '@journey-canvas/testing/site-server';
import { expect, test } from '@playwright/test';
import { cmsGet } from './support/cms';
import { rawGet, type RawAnswer } from './support/http';
import { logEventsSince, logSize } from './support/log';
import { purgeStory } from './support/purge';

/**
 * A page without what differs between two renders of the same content: its CSP nonce, and the
 * signed time its question form was served (`<ms>.<signature>`, the time-to-submit check of
 * decision 058), in the form and in the page's data.
 */
const withoutNonce = (answer: RawAnswer) =>
  answer.body
    .toString('latin1')
    .replace(/nonce="[^"]+"/g, 'nonce=""')
    .replace(/\b\d{13}\.[\w-]{43}\b/g, 'served-at');

/** Clean requests ask for the plain bytes, so their bodies and ETags compare. */
const IDENTITY = { 'Accept-Encoding': 'identity' };

const POISON = 'evil.example';

/** Requests that must not change what the next reader of the page gets. */
const PROBES: [string, Record<string, string>, string?][] = [
  ['Host', { Host: POISON }],
  ['X-Forwarded-Host', { 'X-Forwarded-Host': POISON }],
  ['X-Forwarded-Proto', { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Port': '8443' }],
  ['Forwarded', { Forwarded: `host=${POISON};proto=https` }],
  ['X-Original-URL', { 'X-Original-URL': '/about' }],
  ['X-Rewrite-URL', { 'X-Rewrite-URL': '/about' }],
  ['preview cookies', { Cookie: `preview=1; __prerender_bypass=${POISON}; jc_preview=${POISON}` }],
  ['preview headers', { 'X-Preview': '1', 'X-Preview-Token': POISON, Purpose: 'preview' }],
  ['Referer', { Referer: `https://${POISON}/somewhere` }],
  ['a crawler', { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
  ['a browser', { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36' }],
  ['Accept-Encoding: br', { 'Accept-Encoding': 'br' }],
  ['Accept-Encoding: gzip', { 'Accept-Encoding': 'gzip' }],
  ['Accept-Encoding: *', { 'Accept-Encoding': '*' }],
  ['Accept-Encoding refusing all', { 'Accept-Encoding': 'gzip;q=0, br;q=0, identity;q=0' }],
  ['Accept-Encoding odd', { 'Accept-Encoding': `x-${POISON}, deflate;q=abc` }],
  ['a 10,000-character query', {}, `${'q'.repeat(10_000)}=${POISON}`],
  ['?__proto__=', {}, `__proto__=${POISON}&constructor[prototype][x]=${POISON}`],
  ['a campaign query', {}, `utm_source=${POISON}&fbclid=${POISON}`],
  ['a repeated parameter', {}, `category=food&category=${POISON}`],
];

test.describe('what the response cache keeps', () => {
  test('no header or query of one request changes the page the next reader gets', async ({ request }) => {
    test.setTimeout(120_000);
    const {
      data: [story],
    } = await cmsGet<{ data: { slug: string }[] }>('/api/blog-posts?pagination[pageSize]=1');
    const pages = ['/articles', `/articles/${story!.slug}`, '/articles.data', '/rss.xml'];
    for (const page of pages) {
      for (const [name, headers, query] of PROBES) {
        const address = query ? `${page}?${query}` : page;
        const label = `${name} on ${page}`;

        // Sent while the page is kept: the next reader gets the very same bytes.
        const before = await rawGet(page, IDENTITY);
        expect(before.status, label).toBe(200);
        await rawGet(address, { ...IDENTITY, ...headers });
        const after = await rawGet(page, IDENTITY);
        expect(after.headers.etag, label).toBe(before.headers.etag);
        expect(after.body.equals(before.body), label).toBe(true);

        // Sent first, when the page must be rendered for it: the page kept is the one a plain request renders.
        await purgeStory(request, story!.slug);
        await rawGet(address, { ...IDENTITY, ...headers });
        const kept = await rawGet(page, IDENTITY);
        expect(kept.status, label).toBe(200);
        expect(withoutNonce(kept) === withoutNonce(before), label).toBe(true);
        expect(kept.body.toString('latin1'), label).not.toContain(POISON);
        expect(JSON.stringify(kept.headers), label).not.toContain(POISON);
      }
    }
  });

  test('the page kept for everyone is rendered whole, whoever asks for it first', async ({ request }) => {
    const {
      data: [story],
    } = await cmsGet<{ data: { slug: string }[] }>('/api/blog-posts?pagination[pageSize]=1');
    await purgeStory(request, story!.slug);
    const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
    const first = await rawGet('/articles', { ...IDENTITY, 'User-Agent': browser });
    // A streamed render sends the page's data after its shell, in boundaries React fills in later.
    expect(first.body.toString('utf8')).not.toContain('<!--$?-->');
    const crawler = await rawGet('/articles', { ...IDENTITY, 'User-Agent': 'Googlebot/2.1' });
    expect(crawler.headers.etag).toBe(first.headers.etag);
  });

  test('3,000 requests with campaign queries render one page and push nothing out', async () => {
    test.setTimeout(120_000);
    const shared = ['/', '/articles', '/about'];
    const warming = await logSize();
    for (const path of [...shared, ...shared]) expect((await rawGet(path, IDENTITY)).status).toBe(200);
    // Page views are written asynchronously: wait for these, so none is counted below.
    const warmed = () => logEventsSince(warming).filter((view) => view.event === 'request' && shared.includes(view.path!));
    await expect.poll(() => warmed().length).toBe(6);
    const from = await logSize();
    for (let i = 0; i < 3000; i += 1) await rawGet(`/articles?utm_source=${i}`, IDENTITY);
    for (const path of shared) await rawGet(path, IDENTITY);
    await expect(async () => {
      const views = logEventsSince(from).filter((event) => event.event === 'request');
      const flood = views.filter((view) => view.path?.startsWith('/articles?utm_source='));
      expect(flood).toHaveLength(3000);
      expect(flood.filter((view) => view.cache !== 'hit')).toEqual([]);
      expect(views.filter((view) => shared.includes(view.path!)).map((view) => view.cache)).toEqual(['hit', 'hit', 'hit']);
    }).toPass({ timeout: 10_000 });
  });

  test("3,000 spellings of a page's address are redirected or rendered uncached, and none is kept", async () => {
    test.setTimeout(180_000);
    // `/about` spelt another way: each letter as it is, in upper case or percent-encoded, one to
    // three slashes before it and none to three after; and `/articles?page=2` with leading zeros.
    const forms = (letter: string) => [letter, letter.toUpperCase(), `%${letter.charCodeAt(0).toString(16)}`];
    const spellings: string[] = [];
    for (let i = 1; spellings.length < 2_900; i += 1) {
      const letters = [...'about'].map((letter, at) => forms(letter)[Math.floor(i / 3 ** at) % 3]!).join('');
      const slashes = Math.floor(i / 3 ** 5);
      spellings.push(`${'/'.repeat(1 + (slashes % 3))}${letters}${'/'.repeat(Math.floor(slashes / 3) % 4)}`);
    }
    for (let zeros = 1; spellings.length < 3_000; zeros += 1) spellings.push(`/articles?page=${'0'.repeat(zeros)}2`);
    const shared = ['/about', '/articles?page=2'];
    const warming = await logSize();
    for (const path of [...shared, ...shared]) expect((await rawGet(path, IDENTITY)).status).toBe(200);
    // Page views are written asynchronously: wait for these, so none is counted below.
    await expect
      .poll(() => logEventsSince(warming).filter((view) => view.event === 'request' && shared.includes(view.path!)).length)
      .toBe(4);
    const from = await logSize();
    const answers = new Map<string, RawAnswer>();
    for (const spelling of spellings) answers.set(spelling, await rawGet(spelling, IDENTITY));
    // Each leads to the one spelling, or, in upper case (a redirect from Settings may start there), is rendered and never kept.
    expect(answers.size).toBe(3_000);
    for (const [spelling, { status, headers }] of answers) {
      if (status === 301) {
        expect(headers.location!.toLowerCase(), spelling).toBe(spelling.startsWith('/articles') ? '/articles?page=2' : '/about');
      } else expect([status, /[A-Z]/.test(spelling.replace(/%\w\w/g, ''))], spelling).toEqual([200, true]);
    }
    expect(answers.get('/%61bout')!.headers.location).toBe('/about');
    await rawGet('/ABOUT', IDENTITY);
    for (const path of shared) await rawGet(path, IDENTITY);
    await expect(async () => {
      const views = logEventsSince(from).filter((event) => event.event === 'request');
      const flood = views.filter((view) => !shared.includes(view.path!));
      expect(flood).toHaveLength(3_001);
      // No spelling was rendered into the cache (a miss) or answered from it (a hit): each left it as it was.
      expect(flood.filter((view) => view.cache !== undefined)).toEqual([]);
      expect(views.filter((view) => shared.includes(view.path!)).map((view) => view.cache)).toEqual(['hit', 'hit']);
    }).toPass({ timeout: 10_000 });
  });
});

test.describe('a small response cache under a flood of pages read once', () => {
  let small: RunningSite;

  test.beforeAll(async () => {
    small = await startSite({
      CMS_URL: process.env.E2E_CMS_URL!,
      // One megabyte: about twenty pages with their compressed copies.
      PAGE_CACHE_MB: '1',
      // Memory alone: a page pushed out of memory would come back from the disk tier as a hit.
      PAGE_CACHE_DISK_MB: '0',
      WEB_PURGE_SECRET: randomBytes(24).toString('hex'),
      PREVIEW_SECRET: randomBytes(24).toString('hex'),
    });
  });
  test.afterAll(() => small?.stop());

  test('keeps the pages readers come back to', async () => {
    test.setTimeout(120_000);
    const shared = ['/', '/articles', '/about'];
    for (const path of [...shared, ...shared]) expect((await rawGet(path, IDENTITY, small.url)).status).toBe(200);
    const sharedViews = () => small.events().filter((view) => view.event === 'request' && shared.includes(String(view.path)));
    // Real pages, each one of its own and kept, four megabytes of them: a plain LRU would lose the shared ones.
    for (let i = 0; i < 100; i += 1) {
      expect((await rawGet(`/contact?subject=Trip+${i}`, IDENTITY, small.url)).status).toBe(200);
    }
    for (let i = 0; i < 300; i += 1) await rawGet(`/articles?utm_source=${i}`, IDENTITY, small.url);
    // Page views are written asynchronously: wait for the warm-up's, so only the three below follow them.
    await expect.poll(() => sharedViews().length).toBe(6);
    for (const path of shared) await rawGet(path, IDENTITY, small.url);
    await expect(async () => {
      expect(
        sharedViews()
          .slice(6)
          .map((view) => [view.path, view.cache]),
      ).toEqual(shared.map((path) => [path, 'hit']));
    }).toPass({ timeout: 5_000 });
  });
});
