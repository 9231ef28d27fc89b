import { describe, expect, it, vi } from 'vitest';
import { CmsUnavailableError, ContentCache } from './cache.server';

const options = { ttlMs: 1000, retries: 2 };

describe('ContentCache', () => {
  it('serves a fresh entry without loading again', async () => {
    let now = 0;
    const cache = new ContentCache(10, () => now);
    const load = vi.fn(async () => 'story');
    expect(await cache.get('a', load, options)).toBe('story');
    now = 999;
    expect(await cache.get('a', load, options)).toBe('story');
    expect(load).toHaveBeenCalledTimes(1);
    now = 1000;
    await cache.get('a', load, options);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('retries a failed load up to the given count', async () => {
    const cache = new ContentCache();
    const load = vi.fn().mockRejectedValueOnce(new Error('reset')).mockRejectedValueOnce(new Error('reset')).mockResolvedValue('ok');
    expect(await cache.get('a', load, options)).toBe('ok');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 4xx answer', async () => {
    const cache = new ContentCache();
    const load = vi.fn().mockRejectedValue(Object.assign(new Error('bad'), { status: 400 }));
    await expect(cache.get('a', load, options)).rejects.toBeInstanceOf(CmsUnavailableError);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves an expired entry when the CMS is down, and fails only without one', async () => {
    let now = 0;
    const cache = new ContentCache(10, () => now);
    await cache.get('a', async () => 'old', options);
    now = 5000;
    const down = async () => {
      throw new Error('ECONNREFUSED');
    };
    expect(await cache.get('a', down, { ttlMs: 1000, retries: 0 })).toBe('old');
    await expect(cache.get('b', down, { ttlMs: 1000, retries: 0 })).rejects.toBeInstanceOf(CmsUnavailableError);
  });

  it('shares one load between concurrent requests and purges by key', async () => {
    const cache = new ContentCache();
    const load = vi.fn(async () => 'v');
    await Promise.all([cache.get('post:a', load, options), cache.get('post:a', load, options)]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.purge((key) => key.startsWith('post:'))).toBe(1);
    await cache.get('post:a', load, options);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries entries', async () => {
    const cache = new ContentCache(2);
    const load = vi.fn(async () => 'v');
    for (const key of ['a', 'b', 'c']) await cache.get(key, load, options);
    await cache.get('a', load, options);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
