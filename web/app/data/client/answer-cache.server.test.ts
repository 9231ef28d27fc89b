import { describe, expect, it, vi } from 'vitest';
import { CmsAnswerCache, type AnswerCacheOptions } from './answer-cache.server';
import { CmsUnavailableError } from './request.server';

const options = { ttlMs: 1000, retries: 2 };
const down = (path = '/api/blog-posts') => new CmsUnavailableError(path, new Error('connect ECONNREFUSED'));

/** A cache on a hand-moved clock, with its log lines collected instead of printed. */
function testCache(settings: AnswerCacheOptions = {}) {
  const clock = { now: 0 };
  const log = vi.fn();
  const cache = new CmsAnswerCache({ now: () => clock.now, log, ...settings });
  return { cache, clock, log };
}

describe('CmsAnswerCache', () => {
  it('serves a fresh entry without loading again', async () => {
    const { cache, clock } = testCache();
    const load = vi.fn(async () => 'story');
    expect(await cache.get('a', load, options)).toBe('story');
    clock.now = 999;
    expect(await cache.get('a', load, options)).toBe('story');
    expect(load).toHaveBeenCalledTimes(1);
    clock.now = 1000;
    await cache.get('a', load, options);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('retries a load while the CMS is unavailable, up to the given count', async () => {
    const { cache } = testCache();
    const load = vi.fn().mockRejectedValueOnce(down()).mockRejectedValueOnce(down()).mockResolvedValue('ok');
    expect(await cache.get('a', load, options)).toBe('ok');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('neither retries nor hides a failure that is not an outage, and logs it', async () => {
    const { cache, log } = testCache();
    const refused = Object.assign(new Error('Bad request'), { status: 400, path: '/api/blog-posts?bad' });
    const load = vi.fn().mockRejectedValue(refused);
    await expect(cache.get('a', load, options)).rejects.toBe(refused);
    expect(load).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'a', path: '/api/blog-posts?bad', message: 'Error: Bad request' }),
    );
  });

  it('does not serve a stale entry when the answer no longer parses', async () => {
    const { cache, clock } = testCache();
    await cache.get('a', async () => 'old', options);
    clock.now = 5000;
    const drift = new TypeError('expected string, received number');
    await expect(cache.get('a', () => Promise.reject(drift), options)).rejects.toBe(drift);
  });

  it('serves an expired entry when the CMS is down, and fails only without one', async () => {
    const { cache, clock, log } = testCache();
    await cache.get('a', async () => 'old', options);
    clock.now = 5000;
    const failing = () => Promise.reject(down('/api/blog-posts?a'));
    expect(await cache.get('a', failing, { ttlMs: 1000, retries: 0 })).toBe('old');
    expect(log).toHaveBeenLastCalledWith(
      expect.objectContaining({ key: 'a', path: '/api/blog-posts?a', served: 'stale', cause: 'Error: connect ECONNREFUSED' }),
    );
    await expect(cache.get('b', failing, { ttlMs: 1000, retries: 0 })).rejects.toBeInstanceOf(CmsUnavailableError);
    expect(log).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'b', served: undefined }));
  });

  it('after a failed refresh, serves the stale entry at once for the back-off, then tries the CMS again', async () => {
    const { cache, clock, log } = testCache({ backoffMs: 30_000 });
    await cache.get('post:a', async () => 'old', { ttlMs: 1000, retries: 0 });
    clock.now = 5000;
    const failing = vi.fn(() => Promise.reject(down()));
    expect(await cache.get('post:a', failing, { ttlMs: 1000, retries: 0 })).toBe('old');
    expect(failing).toHaveBeenCalledTimes(1);

    clock.now = 5000 + 29_999;
    expect(await cache.get('post:a', failing, { ttlMs: 1000, retries: 0 })).toBe('old');
    expect(failing).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledTimes(1);

    clock.now = 5000 + 30_000;
    const recovered = vi.fn(async () => 'new');
    expect(await cache.get('post:a', recovered, { ttlMs: 1000, retries: 0 })).toBe('new');
    expect(recovered).toHaveBeenCalledTimes(1);
  });

  it('shares one load between concurrent requests and purges by key', async () => {
    const { cache } = testCache();
    const load = vi.fn(async () => 'v');
    await Promise.all([cache.get('post:a', load, options), cache.get('post:a', load, options)]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.purge((key) => key.startsWith('post:'))).toBe(1);
    await cache.get('post:a', load, options);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries entries', async () => {
    const { cache } = testCache({ maxEntries: 2 });
    const load = vi.fn(async () => 'v');
    for (const key of ['a', 'b', 'c']) await cache.get(key, load, options);
    await cache.get('a', load, options);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
