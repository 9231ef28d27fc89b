import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_CACHE } from '../../platform/http.server';
import { preferredEncoding } from './page.server';
import { cacheKey, isStorable, pageOfKey, tagsFor } from './rules.server';

describe('cache keys', () => {
  it('are the path and the query as the page reads it, shared by GET and HEAD', () => {
    expect(cacheKey('GET', '/articles?category=food&page=2')).toBe('/articles?category=food&page=2');
    expect(cacheKey('HEAD', '/articles?category=food&page=2')).toBe('/articles?category=food&page=2');
    expect(cacheKey('GET', '/articles/kyoto.data')).toBe('/articles/kyoto.data');
    expect(cacheKey('GET', '/about')).toBe('/about');
  });

  it('keep the pages of a reader saving data apart, rendered from the same address', () => {
    const key = cacheKey('GET', '/articles/kyoto?utm_source=x', undefined, 'on')!;
    expect(key).not.toBe(cacheKey('GET', '/articles/kyoto'));
    expect(cacheKey('GET', '/articles/kyoto', undefined, ' ON ')).toBe(key);
    expect(pageOfKey(key)).toEqual({ address: '/articles/kyoto', saveData: true });
    expect(pageOfKey('/articles/kyoto')).toEqual({ address: '/articles/kyoto', saveData: false });
    for (const other of ['off', '', undefined, ['on', 'on']])
      expect(cacheKey('GET', '/articles/kyoto', undefined, other)).toBe('/articles/kyoto');
    expect(tagsFor(key)).toEqual(tagsFor('/articles/kyoto'));
  });

  it("sort a page's own parameters, keep the first of each, and write them in one encoding", () => {
    expect(cacheKey('GET', '/articles?page=2&category=food')).toBe('/articles?category=food&page=2');
    expect(cacheKey('GET', '/articles?category=food&category=guide')).toBe('/articles?category=food');
    expect(cacheKey('GET', '/contact?subject=A%20trip')).toBe('/contact?subject=A+trip');
    expect(cacheKey('GET', '/contact?subject=A+trip&sent=1')).toBe('/contact?sent=1&subject=A+trip');
    expect(cacheKey('GET', '/rss.xml?category=food')).toBe('/rss.xml?category=food');
    expect(cacheKey('GET', '/places/Japan?page=2')).toBe('/places/Japan?page=2');
    expect(cacheKey('GET', '/authors/kenji-mori?page=3')).toBe('/authors/kenji-mori?page=3');
  });

  it('leave out every parameter a page does not read, so no query makes a page of its own', () => {
    expect(cacheKey('GET', '/articles?utm_source=newsletter')).toBe('/articles');
    expect(cacheKey('GET', '/articles?utm_source=x&category=food&fbclid=y')).toBe('/articles?category=food');
    expect(cacheKey('GET', '/?utm_source=x')).toBe('/');
    expect(cacheKey('GET', '/about?page=2')).toBe('/about');
    expect(cacheKey('GET', '/articles/kyoto?page=2')).toBe('/articles/kyoto');
    expect(cacheKey('GET', '/tips-and-guides?category=food')).toBe('/tips-and-guides');
    expect(cacheKey('GET', '/sitemap.xml?x')).toBe('/sitemap.xml');
    expect(cacheKey('GET', '/articles?__proto__=1&constructor=2')).toBe('/articles');
    expect(cacheKey('GET', `/articles?${'x'.repeat(10_000)}=1`)).toBe('/articles');
    expect(cacheKey('GET', '/articles?')).toBe('/articles');
    // Broken percent-encoding never throws: it is read as the loaders would read it.
    expect(cacheKey('GET', '/articles?%E0%A4%A=1&page=%E0%A4%A')).toBe('/articles?page=%EF%BF%BD%25A');
  });

  it("keep a data URL's own parameters: its page's and the routes it asks for", () => {
    expect(cacheKey('GET', '/articles.data?utm_source=x&category=food&_routes=routes%2Farticles._index')).toBe(
      '/articles.data?_routes=routes%2Farticles._index&category=food',
    );
    expect(cacheKey('GET', '/_root.data?_routes=root&utm_source=x')).toBe('/_root.data?_routes=root');
    expect(cacheKey('GET', '/articles?_routes=root')).toBe('/articles');
  });

  it('leave out form posts, the admin, the APIs, files from disk and credentialed requests', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) expect(cacheKey(method, '/contact')).toBeUndefined();
    for (const url of [
      '/admin',
      '/admin/',
      '/admin/config.json',
      '/admin?x',
      '/api/cache/purge',
      '/assets/root-x.js',
      '/images/a.png',
      '/favicon.svg',
      '/__manifest?p=/',
      '/search',
      '/search?q=kyoto',
      '/search.data?q=kyoto&page=2',
    ]) {
      expect(cacheKey('GET', url), url).toBeUndefined();
    }
    expect(cacheKey('GET', '/administrator-notes')).toBe('/administrator-notes');
    expect(cacheKey('GET', '/searching-for-the-northern-lights')).toBe('/searching-for-the-northern-lights');
    expect(cacheKey('GET', '/about', 'Bearer token')).toBeUndefined();
    expect(cacheKey('GET', 'http://elsewhere.test/about')).toBeUndefined();
  });
});

describe("another language's pages (decision 100)", () => {
  it('read the parameters and skip the cache as the default language’s do', () => {
    expect(cacheKey('GET', '/fr/articles?page=2&utm=x')).toBe('/fr/articles?page=2');
    expect(cacheKey('GET', '/fr/rss.xml?tag=lakes')).toBe('/fr/rss.xml?tag=lakes');
    expect(cacheKey('GET', '/fr/search?q=lac')).toBeUndefined();
    expect(cacheKey('GET', '/fr/newsletter/confirm?token=x')).toBeUndefined();
  });

  it('are tagged as the default language’s, so a translation’s change purges its article', () => {
    expect(tagsFor('/fr/articles/le-lac')).toEqual(['posts', 'articles', 'post:le-lac']);
    expect(tagsFor('/fr/about')).toEqual(['fixed']);
    expect(tagsFor('/fr')).toEqual(['posts']);
  });
});

describe('storable answers', () => {
  const headers = (entries: Record<string, string>) => new Headers(entries);

  it('are public 200s without cookies that vary on the encoding at most', () => {
    expect(isStorable(200, headers({ 'Cache-Control': PUBLIC_PAGE_CACHE }))).toBe(true);
    expect(isStorable(200, headers({ 'Cache-Control': PUBLIC_PAGE_CACHE, Vary: 'Accept-Encoding' }))).toBe(true);
    expect(isStorable(200, headers({ 'Cache-Control': PUBLIC_PAGE_CACHE, Vary: 'Save-Data, Accept-Encoding' }))).toBe(true);
  });

  it('never include errors, redirects, no-store or private answers, cookies or other variants', () => {
    for (const status of [201, 204, 301, 304, 404, 500, 503]) {
      expect(isStorable(status, headers({ 'Cache-Control': PUBLIC_PAGE_CACHE })), String(status)).toBe(false);
    }
    expect(isStorable(200, headers({}))).toBe(false);
    expect(isStorable(200, headers({ 'Cache-Control': 'no-store' }))).toBe(false);
    expect(isStorable(200, headers({ 'Cache-Control': 'public, no-cache' }))).toBe(false);
    expect(isStorable(200, headers({ 'Cache-Control': 'private, max-age=60' }))).toBe(false);
    expect(isStorable(200, headers({ 'Cache-Control': PUBLIC_PAGE_CACHE, 'Set-Cookie': 'a=b' }))).toBe(false);
    expect(isStorable(200, headers({ 'Cache-Control': PUBLIC_PAGE_CACHE, Vary: 'Cookie' }))).toBe(false);
    expect(isStorable(200, headers({ 'Cache-Control': PUBLIC_PAGE_CACHE, Vary: 'Save-Data, User-Agent' }))).toBe(false);
  });
});

describe('page tags', () => {
  it('name the article a page shows, its data URL alike', () => {
    expect(tagsFor('/articles/kyoto-by-rail')).toEqual(['posts', 'articles', 'post:kyoto-by-rail']);
    expect(tagsFor('/articles/kyoto-by-rail.data?_routes=routes%2Farticles.%24slug')).toEqual([
      'posts',
      'articles',
      'post:kyoto-by-rail',
    ]);
    expect(tagsFor('/articles/caf%C3%A9')).toEqual(['posts', 'articles', 'post:café']);
    // An article's own pages go with it: its printable itinerary, its map's shapes, its route's file.
    for (const page of ['itinerary', 'itinerary.data', 'map.svg', 'route.gpx'])
      expect(tagsFor(`/articles/kyoto-by-rail/${page}`), page).toEqual(['posts', 'articles', 'post:kyoto-by-rail']);
  });

  it('count every other page as a list of posts unless it is known to show none', () => {
    for (const url of [
      '/',
      '/_root.data',
      '/articles',
      '/articles.data',
      '/articles?category=food&page=2',
      '/tips-and-guides',
      '/rss.xml',
      '/rss.xml?category=food',
      '/sitemap.xml',
      // Not stored today (see cacheKey), but a list of posts should it ever be.
      '/search?q=kyoto',
      '/search.data?q=kyoto',
      '/places/Japan',
      '/authors/kenji-mori',
      '/map',
    ]) {
      expect(tagsFor(url), url).toEqual(['posts']);
    }
    for (const url of [
      '/about',
      '/contact?subject=x',
      '/privacy-policy.data',
      '/robots.txt',
      '/saved',
      '/maps/world.svg',
      '/maps/country/Japan',
    ])
      expect(tagsFor(url), url).toEqual(['fixed']);
  });
});

describe('the preferred encoding', () => {
  it('is brotli, then gzip, as the client rates them, never one it refuses', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
  });
});
