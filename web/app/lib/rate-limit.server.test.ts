import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.server';

describe('RateLimiter', () => {
  it('allows the limit per key and window, then refuses until the window ends', () => {
    let now = 0;
    const limiter = new RateLimiter({ limit: 3, windowMs: 60_000, now: () => now });
    expect([1, 2, 3, 4].map(() => limiter.allow('1.2.3.4'))).toEqual([true, true, true, false]);
    expect(limiter.allow('5.6.7.8')).toBe(true);
    now = 59_999;
    expect(limiter.allow('1.2.3.4')).toBe(false);
    now = 60_000;
    expect(limiter.allow('1.2.3.4')).toBe(true);
  });

  it('remembers at most maxKeys keys, forgetting the oldest', () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2, now: () => 0 });
    limiter.allow('a');
    limiter.allow('b');
    limiter.allow('c');
    // "a" was forgotten, so it starts a new window; "c" is still counted.
    expect(limiter.allow('a')).toBe(true);
    expect(limiter.allow('c')).toBe(false);
  });
});
