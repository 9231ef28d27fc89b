import type { ServerResponse } from 'node:http';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { PUBLIC_PAGE_CACHE } from '../../platform/http.server';
import { ResponseCache, type RenderedAnswer } from './response-cache.server';
import { sendPage } from './page.server';
import { MemoryPageStore, type CachedPage } from './store.server';

const html = `<!DOCTYPE html><html><body>${'<p>A long day on the Kumano Kodo.</p>'.repeat(60)}</body></html>`;

const answer = (status = 200, cacheControl = PUBLIC_PAGE_CACHE, body = html): RenderedAnswer => ({
  status,
  statusText: '',
  headers: new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl }),
  body: Buffer.from(body),
});

/** A render that finishes when the test says so. */
function deferredRender() {
  let finish!: (value: RenderedAnswer) => void;
  const result = new Promise<RenderedAnswer>((resolve) => (finish = resolve));
  return { render: vi.fn(() => result), finish };
}

function testCache({ staleMs = 0 } = {}) {
  const clock = { now: 0 };
  const cache = new ResponseCache({
    store: new MemoryPageStore(1_000_000),
    ttlMs: 1000,
    staleMs,
    backoffMs: 100,
    extraHeaders: { 'X-Frame-Options': 'DENY' },
    now: () => clock.now,
  });
  return { cache, clock };
}

/** What sendPage wrote, without a socket. */
function recorder() {
  const sent: { status?: number; headers: Record<string, string>; body?: Buffer } = { headers: {} };
  const response = {
    writeHead(status: number, headers: string[]) {
      sent.status = status;
      for (let i = 0; i < headers.length; i += 2) sent.headers[headers[i]!.toLowerCase()] = headers[i + 1]!;
    },
    end(body?: Buffer) {
      sent.body = body;
    },
  } as unknown as ServerResponse;
  return { sent, response };
}

describe('pages rendered ahead of readers', () => {
  /** A renderer that answers each key's page with its own text, or the status given for it. */
  function keyedRenderer(statuses: Record<string, number> = {}) {
    let version = 1;
    const rendered: string[] = [];
    const render = vi.fn(async (key: string) => {
      rendered.push(key);
      const status = statuses[key] ?? 200;
      return answer(status, status === 200 ? PUBLIC_PAGE_CACHE : 'no-store', `<p>${key} v${version}</p>`.repeat(40));
    });
    return { render, rendered, publish: () => (version += 1) };
  }
  const bodyOf = async (cache: ResponseCache, key: string) => (await cache.servable(key))?.identity.body.toString();

  it('renders the pages given, in order, skipping those kept fresh and keeping none that may not be shared', async () => {
    const { cache } = testCache();
    const { render, rendered } = keyedRenderer({ '/gone': 404 });
    cache.renderWith(render);
    await cache.renderShared('/about', () => render('/about'));
    expect(cache.prerender(['/', '/articles', '/about', '/gone', '/articles'])).toBe(4);
    await cache.idle();
    expect(rendered).toEqual(['/about', '/', '/articles', '/gone']);
    expect(await bodyOf(cache, '/')).toContain('<p>/ v1</p>');
    expect(await cache.servable('/gone')).toBeUndefined();
  });

  it('renders again, right after a purge, every page the purge dropped, showing the change', async () => {
    const { cache } = testCache();
    const { render, publish } = keyedRenderer();
    cache.renderWith(render);
    for (const key of ['/articles', '/articles/kyoto', '/about']) await cache.renderShared(key, () => render(key));
    publish();
    expect(await cache.purge({ tags: ['posts'] })).toBe(2);
    await cache.idle();
    expect(await bodyOf(cache, '/articles')).toContain('v2');
    expect(await bodyOf(cache, '/articles/kyoto')).toContain('v2');
    // A page that shows no post was neither dropped nor rendered again.
    expect(await bodyOf(cache, '/about')).toContain('v1');
  });

  it('sends a page past its freshness at once while rendering it again, within the stale window only', async () => {
    const { cache, clock } = testCache({ staleMs: 5000 });
    const { render, publish } = keyedRenderer();
    cache.renderWith(render);
    await cache.renderShared('/articles', () => render('/articles'));
    publish();
    clock.now = 1500;
    const stale = (await cache.servable('/articles'))!;
    expect(stale.identity.body.toString()).toContain('v1');
    expect(cache.isStale(stale)).toBe(true);
    await cache.idle();
    const renewed = (await cache.servable('/articles'))!;
    expect(renewed.identity.body.toString()).toContain('v2');
    expect(cache.isStale(renewed)).toBe(false);
    // Past the window, the page is rendered in line, as a miss.
    clock.now = 1500 + 1000 + 5000;
    expect(await cache.servable('/articles')).toBeUndefined();
  });

  it("leaves another replica's purge to that replica, and renders nothing without a renderer", async () => {
    const { cache } = testCache();
    const { render } = keyedRenderer();
    expect(cache.prerender(['/'])).toBe(0);
    cache.renderWith(render);
    await cache.renderShared('/articles', () => render('/articles'));
    render.mockClear();
    await cache.purge({ tags: ['posts'] }, 'here');
    await cache.idle();
    expect(render).not.toHaveBeenCalled();
    expect(await cache.servable('/articles')).toBeUndefined();
  });
});

describe('ResponseCache', () => {
  it('renders once for concurrent requests of one URL and keeps the page while it is fresh', async () => {
    const { cache, clock } = testCache();
    const { render, finish } = deferredRender();
    const first = cache.renderShared('/articles', render);
    const second = cache.renderShared('/articles', render);
    finish(answer());
    const [a, b] = await Promise.all([first, second]);
    expect(render).toHaveBeenCalledTimes(1);
    expect(a.page).toBeDefined();
    expect(b.page).toBe(a.page);
    expect(cache.servable('/articles')).toBe(a.page);
    clock.now = 1000;
    expect(cache.servable('/articles')).toBeUndefined();
  });

  it('gives an answer that may not be shared only to the request that rendered it', async () => {
    const { cache } = testCache();
    const { render, finish } = deferredRender();
    const first = cache.renderShared('/articles?category=nope', render);
    const second = cache.renderShared('/articles?category=nope', render);
    finish(answer(404, 'no-store'));
    expect((await first).answer?.status).toBe(404);
    expect(await second).toEqual({});
    expect(cache.servable('/articles?category=nope')).toBeUndefined();
  });

  it('serves the expired page while renders fail, and tries again after the back-off', async () => {
    const { cache, clock } = testCache();
    await cache.renderShared('/', async () => answer());
    clock.now = 2000;
    const down = await cache.renderShared('/', async () => answer(503, 'no-store', 'down'));
    expect(down.outcome).toBe('stale');
    expect(down.page?.identity.body.toString()).toBe(html);
    expect(cache.servable('/')).toBe(down.page);
    clock.now = 2100;
    expect(cache.servable('/')).toBeUndefined();
  });

  it('does not keep a render that began before a purge, and purges by tag', async () => {
    const { cache } = testCache();
    await cache.renderShared('/about', async () => answer());
    const { render, finish } = deferredRender();
    const pending = cache.renderShared('/articles/kyoto', render);
    expect(cache.purge({ tags: ['posts', 'post:kyoto'] })).toBe(0);
    finish(answer());
    expect((await pending).page).toBeDefined();
    expect(cache.servable('/articles/kyoto')).toBeUndefined();
    expect(cache.servable('/about')).toBeDefined();
  });
});

describe('ResponseCache compression', () => {
  /** Each variant's answer, decoded by its own Content-Encoding. */
  function decoded(page: CachedPage, acceptEncoding?: string) {
    const { sent, response } = recorder();
    sendPage('GET', acceptEncoding, undefined, page, response);
    const encoding = sent.headers['content-encoding'];
    const body = encoding === 'br' ? brotliDecompressSync(sent.body!) : encoding === 'gzip' ? gunzipSync(sent.body!) : sent.body!;
    return { encoding, etag: sent.headers.etag, text: body.toString(), length: sent.body!.byteLength };
  }

  it('stores a page compressed quickly, then the best compression after it is read again', async () => {
    const { cache } = testCache();
    const { page } = await cache.renderShared('/articles', async () => answer());
    expect(page!.compression).toBe('fast');

    // Hits while the recompression runs get the fast variants, each in the encoding it says.
    const hit = cache.servable('/articles') as CachedPage;
    expect(hit).toBe(page);
    expect(cache.servable('/articles')).toBe(page);
    const fast = { br: decoded(hit, 'br'), gzip: decoded(hit, 'gzip'), identity: decoded(hit) };
    expect(fast.br).toMatchObject({ encoding: 'br', text: html });
    expect(fast.gzip).toMatchObject({ encoding: 'gzip', text: html });
    expect(fast.identity).toMatchObject({ encoding: undefined, text: html });

    await cache.idle();
    const best = cache.servable('/articles') as CachedPage;
    expect(best.compression).toBe('best');
    expect(best.freshUntil).toBe(page!.freshUntil);
    expect(decoded(best, 'br')).toMatchObject({ encoding: 'br', text: html });
    expect(decoded(best, 'br').length).toBeLessThanOrEqual(fast.br.length);
    expect(decoded(best, 'gzip')).toMatchObject({ encoding: 'gzip', text: html });
    // New bytes, new validators; the uncompressed body is the same and keeps its own.
    expect(decoded(best, 'br').etag).not.toBe(fast.br.etag);
    expect(decoded(best, 'gzip').etag).not.toBe(fast.gzip.etag);
    expect(decoded(best).etag).toBe(fast.identity.etag);
    expect(sendPage('GET', 'br', fast.br.etag, best, recorder().response)).toBe(200);
    expect(best.identity.headers).toEqual(page!.identity.headers);
  });

  it('recompresses two pages at a time, leaving the others fast until a later read', async () => {
    const { cache } = testCache();
    const keys = ['/a', '/b', '/c', '/d'];
    for (const key of keys) await cache.renderShared(key, async () => answer());
    // A crawler reads each kept page once, in a burst.
    for (const key of keys) cache.servable(key);
    await cache.idle();
    const compressions = () => keys.map((key) => (cache.servable(key) as CachedPage).compression);
    expect(compressions()).toEqual(['best', 'best', 'fast', 'fast']);
    // The reads just made found the recompressions free again: the last two follow.
    await cache.idle();
    expect(compressions()).toEqual(['best', 'best', 'best', 'best']);
  });

  it('does not bring back a page purged while it was recompressed', async () => {
    const { cache } = testCache();
    await cache.renderShared('/articles/kyoto', async () => answer());
    expect(cache.servable('/articles/kyoto')).toBeDefined();
    cache.purge({ tags: ['post:kyoto'] });
    await cache.idle();
    expect(cache.servable('/articles/kyoto')).toBeUndefined();
  });

  it('keeps a newer render stored while an older page was recompressed', async () => {
    const { cache, clock } = testCache();
    await cache.renderShared('/about', async () => answer());
    cache.servable('/about');
    clock.now = 1;
    const newer = await cache.renderShared('/about', async () => answer(200, PUBLIC_PAGE_CACHE, `${html}<p>new</p>`));
    await cache.idle();
    expect((cache.servable('/about') as CachedPage).identity.etag).toBe(newer.page!.identity.etag);
  });
});

describe('sendPage', () => {
  it('sends the encoding asked for, with its own validator, and 304 when the client holds it', async () => {
    const { cache } = testCache();
    const { page } = await cache.renderShared('/articles', async () => answer());
    const br = recorder();
    sendPage('GET', 'gzip, deflate, br', undefined, page!, br.response);
    expect(br.sent.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.sent.body!).toString()).toBe(html);
    expect(br.sent.headers).toMatchObject({
      vary: 'Accept-Encoding, Save-Data',
      'x-frame-options': 'DENY',
      'cache-control': PUBLIC_PAGE_CACHE,
    });
    expect(Number(br.sent.headers['content-length'])).toBe(br.sent.body!.byteLength);

    const gzip = recorder();
    sendPage('GET', 'gzip', undefined, page!, gzip.response);
    expect(gunzipSync(gzip.sent.body!).toString()).toBe(html);
    const plain = recorder();
    sendPage('GET', undefined, undefined, page!, plain.response);
    expect(plain.sent.body!.toString()).toBe(html);
    expect(new Set([br, gzip, plain].map(({ sent }) => sent.headers.etag)).size).toBe(3);

    const again = recorder();
    expect(sendPage('GET', 'gzip', `"other", ${gzip.sent.headers.etag}`, page!, again.response)).toBe(304);
    expect(again.sent.body).toBeUndefined();
    expect(again.sent.headers.etag).toBe(gzip.sent.headers.etag);
    // The validator of another encoding is not this answer's.
    expect(sendPage('GET', 'br', gzip.sent.headers.etag, page!, recorder().response)).toBe(200);

    const head = recorder();
    sendPage('HEAD', 'br', undefined, page!, head.response);
    expect(head.sent.body).toBeUndefined();
    expect(head.sent.headers['content-length']).toBe(br.sent.headers['content-length']);
  });
});
