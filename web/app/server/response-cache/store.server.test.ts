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

  it('purges by tag or everything and gives the memory back', () => {
    const store = new MemoryPageStore(10_000);
    store.set('/articles/kyoto', page(100, ['articles', 'post:kyoto']));
    store.set('/articles/lima', page(100, ['articles', 'post:lima']));
    store.set('/articles', page(100, ['posts']));
    store.set('/about', page(100, ['fixed']));
    expect(store.purge({ tags: ['posts', 'post:kyoto'] })).toBe(2);
    expect(store.get('/articles/lima')).toBeDefined();
    expect(store.get('/about')).toBeDefined();
    expect(store.purge({ everything: true })).toBe(2);
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
  });

  it('never lets a flood of pages read once push out the pages read again', () => {
    const store = new MemoryPageStore(10_000, 1000);
    for (const key of ['/', '/articles', '/about']) {
      store.set(key, page(500));
      store.get(key);
    }
    for (let i = 0; i < 3000; i += 1) store.set(`/articles/story-${i}`, page(400));
    for (const key of ['/', '/articles', '/about']) expect(store.get(key), key).toBeDefined();
    expect(store.bytes).toBeLessThanOrEqual(10_000);
    // The flood still got the room the others leave: its newest pages are kept.
    expect(store.get('/articles/story-2999')).toBeDefined();
    expect(store.get('/articles/story-0')).toBeUndefined();
  });

  it('keeps the pages read again to their share: the least recently read goes back on probation', () => {
    const store = new MemoryPageStore(1000, 1000, 0.5);
    for (const key of ['/a', '/b', '/c']) {
      store.set(key, page(198));
      store.get(key);
    }
    // Three protected pages would pass half of the bytes: /a, read least recently, is on probation again.
    store.set('/new', page(198));
    store.set('/newer', page(198));
    expect(store.get('/a')).toBeUndefined();
    expect(store.get('/b')).toBeDefined();
    expect(store.get('/c')).toBeDefined();
  });

  it('keeps a protected page protected when it is replaced (recompressed or rendered again)', () => {
    const store = new MemoryPageStore(1000, 1000);
    store.set('/', page(300));
    store.get('/');
    store.set('/', page(250));
    for (let i = 0; i < 20; i += 1) store.set(`/flood-${i}`, page(300));
    expect(store.get('/')?.bytes).toBe(250);
  });

  it('keeps the order of use when one page is read many times in a row, then another', () => {
    const store = new MemoryPageStore(1000, 1000, 0.5);
    for (const key of ['/a', '/b']) {
      store.set(key, page(198));
      store.get(key);
    }
    store.get('/b');
    store.get('/b');
    for (let i = 0; i < 5; i += 1) store.get('/a');
    // A third page read again passes the protected share: /b, read before /a's last reads, leaves it.
    store.set('/c', page(198));
    store.get('/c');
    store.set('/new', page(198));
    store.set('/newer', page(198));
    expect(store.get('/b')).toBeUndefined();
    expect(store.get('/a')).toBeDefined();
    expect(store.get('/c')).toBeDefined();
  });

  it('finds a page read straight after it left the protected part where it now is', () => {
    const store = new MemoryPageStore(1000, 1000);
    store.set('/a', page(100));
    store.get('/a');
    store.delete('/a');
    expect(store.get('/a')).toBeUndefined();
    store.set('/a', page(120));
    expect(store.get('/a')?.bytes).toBe(120);
    expect(store.bytes).toBe(120 + '/a'.length);
  });
});
