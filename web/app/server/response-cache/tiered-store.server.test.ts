import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { connectRedis, type SharedRedis } from '@journey-canvas/shared/server';
import { afterAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_CACHE } from '../../platform/http.server';
import { ResponseCache, type RenderedAnswer } from './response-cache.server';
import { MemoryPageStore } from './store.server';
import { TieredPageStore } from './tiered-store.server';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisListens = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = net.connect(Number(port || 6379), hostname, () => resolve(!!socket.end()));
  socket.on('error', () => resolve(false));
});
if (!redisListens) console.info(`The response cache's Redis tier not tested: nothing listens at ${REDIS_URL}`);

const html = (text: string) => `<!DOCTYPE html><html><body>${`<p>${text}</p>`.repeat(80)}</body></html>`;
const answer = (text: string): RenderedAnswer => ({
  status: 200,
  statusText: '',
  headers: new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PUBLIC_PAGE_CACHE }),
  body: Buffer.from(html(text)),
});

describe.runIf(redisListens)('TieredPageStore', () => {
  const keyPrefix = `test-${randomUUID()}:`;
  const connections: SharedRedis[] = [];
  afterAll(() => connections.forEach((shared) => shared.redis.disconnect()));

  /** One replica's cache: its own memory, the Redis all replicas share, on the content generation the CMS said. */
  const replica = async (url = REDIS_URL, generation = 'content-1') => {
    const shared = connectRedis(url, { info: () => {}, warn: () => {} }, { keyPrefix });
    connections.push(shared);
    await shared.ready(1000);
    const store = new TieredPageStore(new MemoryPageStore(1_000_000), shared, { keyPrefix, lifetimeMs: 60_000 });
    const cache = new ResponseCache({ store, ttlMs: 60_000 });
    await cache.adoptContentGeneration(generation);
    return { store, cache };
  };

  it('hands a page rendered by one replica to another, with its compressed copies and their ETags', async () => {
    const a = await replica();
    const b = await replica();
    const rendered = await a.cache.renderShared('/articles', async () => answer('Kyoto in the rain'));
    const found = await b.cache.servable('/articles');
    expect(found?.identity.body.toString()).toBe(html('Kyoto in the rain'));
    for (const encoding of ['identity', 'gzip', 'br'] as const) {
      expect(found?.[encoding]?.etag, encoding).toBe(rendered.page?.[encoding]?.etag);
      expect(found?.[encoding]?.body.equals(rendered.page![encoding]!.body), encoding).toBe(true);
    }
    expect(found?.tags).toEqual(['posts']);
    // Now in B's own memory: answered without waiting for Redis.
    expect(b.store.get('/articles')).not.toBeInstanceOf(Promise);
  });

  it('drops purged pages from Redis, and keeps out a page whose render began before a purge elsewhere', async () => {
    const a = await replica();
    const b = await replica();
    await a.cache.renderShared('/articles/kyoto', async () => answer('Kyoto'));
    await a.cache.renderShared('/about', async () => answer('About'));
    expect(await a.cache.purge({ tags: ['post:kyoto'] })).toBe(1);
    expect(await b.cache.servable('/articles/kyoto')).toBeUndefined();
    expect(await b.cache.servable('/about')).toBeDefined();

    let finish!: () => void;
    const slowRender = b.cache.renderShared(
      '/articles/kyoto',
      () => new Promise((resolve) => (finish = () => resolve(answer('old')))),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    await a.cache.purge({ tags: ['post:kyoto'] });
    finish();
    await slowRender;
    expect(await a.cache.servable('/articles/kyoto')).toBeUndefined();
  });

  it('keeps pages in process memory while Redis is away', async () => {
    const { cache } = await replica('redis://127.0.0.1:1');
    await cache.renderShared('/tips-and-guides', async () => answer('Guides'));
    expect((await cache.servable('/tips-and-guides'))?.identity.body.toString()).toBe(html('Guides'));
    expect(await cache.purge({ tags: ['posts'] })).toBe(1);
  });

  it('drops every shared page for a new content generation, and shares nothing between replicas on different ones', async () => {
    const a = await replica();
    const b = await replica();
    await a.cache.renderShared('/articles', async () => answer('Kyoto'));
    await a.cache.renderShared('/about', async () => answer('About'));

    // The CMS was restored: replica C hears it first.
    const c = await replica(REDIS_URL, 'content-2');
    expect(await c.cache.servable('/articles')).toBeUndefined();
    expect(await b.cache.servable('/about')).toBeUndefined();
    // B has not heard yet: what it renders meanwhile (from the old data) is not shared.
    await b.cache.renderShared('/articles', async () => answer('Kyoto, old'));
    expect(await c.cache.servable('/articles')).toBeUndefined();
    await c.cache.renderShared('/articles', async () => answer('Lima'));
    expect(await b.cache.servable('/articles')).toBeUndefined();

    // Once B has adopted it, it meets C's pages.
    expect(await b.cache.adoptContentGeneration('content-2')).toBe(false);
    expect((await b.cache.servable('/articles'))?.identity.body.toString()).toBe(html('Lima'));
  });
});
