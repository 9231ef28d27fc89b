import { describe, expect, it } from 'vitest';
import type { CachedPage } from './store.server';
import { MemoryPageStore } from './store.server';

/** A page that holds `bytes` of memory. */
const page = (bytes: number, tags: string[] = ['posts']): CachedPage => ({
  identity: { body: Buffer.alloc(0), etag: '"x"', headers: [], notModifiedHeaders: [] },
  tags,
  compression: 'best',
  storedAt: 0,
  freshUntil: 1,
  bytes,
});

describe('MemoryPageStore', () => {
  it('stays within its byte budget, dropping the least recently used pages first', () => {
    const store = new MemoryPageStore(1000, 1000);
    store.set('/a', page(398));
    store.set('/b', page(398));
    store.get('/a');
    store.set('/c', page(398));
    expect(store.get('/b')).toBeUndefined();
    expect(store.get('/a')).toBeDefined();
    expect(store.get('/c')).toBeDefined();
    expect(store.bytes).toBeLessThanOrEqual(1000);
    expect(store.size).toBe(2);
  });

  it('keeps no page larger than its per-page bound, and counts a replaced page once', () => {
    const store = new MemoryPageStore(1000, 500);
    store.set('/huge', page(600));
    expect(store.get('/huge')).toBeUndefined();
    store.set('/a', page(100));
    store.set('/a', page(200));
    expect(store.bytes).toBe(200 + '/a'.length);
    expect(store.size).toBe(1);
  });

  it('purges by tag or by predicate and gives the memory back', () => {
    const store = new MemoryPageStore(10_000);
    store.set('/articles/kyoto', page(100, ['articles', 'post:kyoto']));
    store.set('/articles/lima', page(100, ['articles', 'post:lima']));
    store.set('/articles', page(100, ['posts']));
    store.set('/about', page(100, ['fixed']));
    expect(store.purge({ tags: ['posts', 'post:kyoto'] })).toBe(2);
    expect(store.get('/articles/lima')).toBeDefined();
    expect(store.get('/about')).toBeDefined();
    expect(store.purge({ where: (key) => key.startsWith('/articles/') })).toBe(1);
    expect(store.size).toBe(1);
    expect(store.bytes).toBe(100 + '/about'.length);
  });
});
