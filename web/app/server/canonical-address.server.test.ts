import { describe, expect, it } from 'vitest';
import { addressSpelling } from './canonical-address.server';
import { cacheKey, canonicalLocation } from './response-cache/rules.server';

const moved = (location: string) => ({ kind: 'moved', location });

describe("a page address's one spelling", () => {
  it('is what the site links to', () => {
    for (const address of [
      '/',
      '/about',
      '/articles?category=food&page=2',
      '/articles/three-days-in-marrakech',
      '/articles/kyoto.data',
      '/_root.data',
      '/places/Japan',
      '/places/United%20Kingdom?page=3',
      '/maps/country/Japan',
      '/tags/caf%C3%A9',
      '/rss.xml?tag=rail',
      '/articles?utm_source=newsletter&page=2',
    ]) {
      expect(addressSpelling(address), address).toEqual({ kind: 'canonical' });
    }
  });

  it('answers a percent-encoded letter, digit or mark with the address that writes it plainly', () => {
    expect(addressSpelling('/%61bout')).toEqual(moved('/about'));
    expect(addressSpelling('/%61%62%6F%75%74')).toEqual(moved('/about'));
    expect(addressSpelling('/articles/kyoto%2Dtrip')).toEqual(moved('/articles/kyoto-trip'));
    // Other escapes in the site's own (upper-case) hex.
    expect(addressSpelling('/tags/caf%c3%a9')).toEqual(moved('/tags/caf%C3%A9'));
    expect(addressSpelling('/articles/a%2fb')).toEqual(moved('/articles/a%2Fb'));
  });

  it('drops a slash at the end, doubled slashes and dot segments', () => {
    expect(addressSpelling('/about/')).toEqual(moved('/about'));
    expect(addressSpelling('/articles/kyoto//')).toEqual(moved('/articles/kyoto'));
    expect(addressSpelling('//about')).toEqual(moved('/about'));
    expect(addressSpelling('/articles//kyoto')).toEqual(moved('/articles/kyoto'));
    expect(addressSpelling('/articles/./kyoto')).toEqual(moved('/articles/kyoto'));
    expect(addressSpelling('/articles/../about')).toEqual(moved('/about'));
    expect(addressSpelling('/articles/%2E%2E/about')).toEqual(moved('/about'));
    // Never to another site: `//evil.example` is a path of this one.
    expect(addressSpelling('//evil.example/')).toEqual(moved('/evil.example'));
    expect(addressSpelling('///evil.example')).toEqual(moved('/evil.example'));
  });

  it('writes the page number as the links do, keeping the query’s other parameters', () => {
    expect(addressSpelling('/articles?page=01')).toEqual(moved('/articles'));
    expect(addressSpelling('/articles?page=02')).toEqual(moved('/articles?page=2'));
    expect(addressSpelling('/articles?category=food&page=1')).toEqual(moved('/articles?category=food'));
    expect(addressSpelling('/articles?utm_source=x&page=%2B3&category=food')).toEqual(
      moved('/articles?utm_source=x&page=3&category=food'),
    );
    for (const number of ['3.0', '3e0', '0x3', ' 3', '+3', '003']) {
      expect(addressSpelling(`/tags/rail?page=${encodeURIComponent(number)}`), number).toEqual(moved('/tags/rail?page=3'));
    }
    expect(addressSpelling('/authors/kenji-mori/?page=02')).toEqual(moved('/authors/kenji-mori?page=2'));
    expect(addressSpelling('/places/Japan?pa%67e=04')).toEqual(moved('/places/Japan?page=4'));
    // Not a page number at all: the page answers 404, which is never kept.
    for (const number of ['0', '-1', '1.5', 'abc', '']) {
      expect(addressSpelling(`/articles?page=${number}`), number).toEqual({ kind: 'canonical' });
    }
    // Pages that read no page number ignore it (the cache key leaves it out).
    expect(addressSpelling('/about?page=01')).toEqual({ kind: 'canonical' });
  });

  it("spells another language's pages as the default's (decision 100)", () => {
    expect(addressSpelling('/fr/articles?page=02')).toEqual(moved('/fr/articles?page=2'));
    expect(addressSpelling('/fr/')).toEqual(moved('/fr'));
    expect(addressSpelling('/fr/places/Japon')).toEqual({ kind: 'canonical' });
    expect(addressSpelling('/fr/Articles')).toEqual({ kind: 'uncached' });
  });

  it('renders, and never keeps, a spelling a redirect could not safely fix', () => {
    // Upper case: a redirect from Settings may have it as its source (matched as written).
    for (const address of ['/ABOUT', '/About', '/articles/Kyoto', '/Places/Japan', '/maps/Country/Japan']) {
      expect(addressSpelling(address), address).toEqual({ kind: 'uncached' });
    }
    // Characters no link writes, broken percent-encoding, and oddly spelt data URLs.
    for (const address of [
      '/\\evil.example',
      '/a|b',
      '/%E0%A4%A',
      '/articles/%ZZ/',
      '/articles.data/',
      '/articles.data?page=01',
    ]) {
      expect(addressSpelling(address), address).toEqual({ kind: 'uncached' });
    }
  });
});

describe('the page cache and spellings', () => {
  it('keys only the canonical spelling, and redirects GET and HEAD of the others', () => {
    expect(cacheKey('GET', '/about')).toBe('/about');
    for (const address of ['/%61bout', '/about/', '//about', '/ABOUT', '/articles?page=01']) {
      expect(cacheKey('GET', address), address).toBeUndefined();
    }
    expect(canonicalLocation('GET', '/%61bout')).toBe('/about');
    expect(canonicalLocation('HEAD', '/about/')).toBe('/about');
    expect(canonicalLocation('GET', '/articles?page=01')).toBe('/articles');
    expect(canonicalLocation('GET', '/ABOUT')).toBeUndefined();
    expect(canonicalLocation('POST', '/about/')).toBeUndefined();
  });

  it('leaves the admin, the APIs, files and search as sent', () => {
    for (const address of [
      '/admin/',
      '/admin/index.html',
      '/api/cache/purge/',
      '/assets/x.js/',
      '/images/a%61.jpg',
      '/search/?page=01',
    ]) {
      expect(canonicalLocation('GET', address), address).toBeUndefined();
    }
  });
});
