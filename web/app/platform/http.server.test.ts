import { describe, expect, it } from 'vitest';
import { NO_STORE, noStoreForErrors, pageHeaders, PUBLIC_PAGE_CACHE, readBodyText } from './http.server';

const headersOf = (init: Record<string, string> = {}) => new Headers(init);
const args = (parts: {
  loader?: Record<string, string>;
  action?: Record<string, string>;
  error?: Record<string, string>;
  parent?: Record<string, string>;
}) => ({
  loaderHeaders: headersOf(parts.loader),
  actionHeaders: headersOf(parts.action),
  parentHeaders: headersOf(parts.parent),
  errorHeaders: parts.error ? headersOf(parts.error) : undefined,
});

describe('page headers', () => {
  it('let a CDN cache a page, unless its loader says otherwise', () => {
    expect(pageHeaders(args({}))).toEqual({ 'Cache-Control': PUBLIC_PAGE_CACHE });
    expect(pageHeaders(args({ loader: { 'Cache-Control': 'private' } }))).toEqual({ 'Cache-Control': 'private' });
  });

  it('are not stored when the root said so (site details that did not come from the CMS)', () => {
    expect(pageHeaders(args({ parent: { 'Cache-Control': NO_STORE } }))).toEqual({ 'Cache-Control': NO_STORE });
    expect(pageHeaders(args({ parent: { 'Cache-Control': PUBLIC_PAGE_CACHE } }))).toEqual({ 'Cache-Control': PUBLIC_PAGE_CACHE });
  });

  it("keep an action's own Cache-Control", () => {
    expect(pageHeaders(args({ action: { 'Cache-Control': NO_STORE } }))).toEqual({ 'Cache-Control': NO_STORE });
  });

  it('never let an error be stored, and keep its Retry-After', () => {
    expect(pageHeaders(args({ error: { 'Retry-After': '60' } }))).toEqual({ 'Cache-Control': NO_STORE, 'Retry-After': '60' });
    expect(pageHeaders(args({ error: { 'Cache-Control': PUBLIC_PAGE_CACHE } }))).toEqual({ 'Cache-Control': NO_STORE });
  });

  it('are overruled for any error status, whatever a route said', () => {
    for (const [status, expected] of [
      [200, PUBLIC_PAGE_CACHE],
      [404, NO_STORE],
      [500, NO_STORE],
      [503, NO_STORE],
    ] as const) {
      const headers = headersOf({ 'Cache-Control': PUBLIC_PAGE_CACHE });
      noStoreForErrors(status, headers);
      expect(headers.get('Cache-Control')).toBe(expected);
    }
  });

  it('tell a reader when to try again after a 503, unless the route already did', () => {
    const forgotten = headersOf();
    noStoreForErrors(503, forgotten);
    expect(forgotten.get('Retry-After')).toBe('60');
    const kept = headersOf({ 'Retry-After': '120' });
    noStoreForErrors(503, kept);
    expect(kept.get('Retry-After')).toBe('120');
    const notFound = headersOf();
    noStoreForErrors(404, notFound);
    expect(notFound.has('Retry-After')).toBe(false);
  });
});

describe('readBodyText', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://site.test/api', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

  it('reads a body within the limit', async () => {
    expect(await readBodyText(post('{"kind":"error"}'), 100)).toBe('{"kind":"error"}');
  });

  it('refuses a body over the limit, by its Content-Length or as it streams', async () => {
    expect(await readBodyText(post('x'.repeat(101)), 100)).toBeUndefined();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 3; i += 1) controller.enqueue(new Uint8Array(60));
        controller.close();
      },
    });
    expect(await readBodyText(post(stream), 100)).toBeUndefined();
  });
});
