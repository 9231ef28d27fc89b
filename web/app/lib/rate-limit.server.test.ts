import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from './rate-limit.server';

describe('createRateLimiter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows the limit per key and window, then refuses until the window ends', async () => {
    const limiter = createRateLimiter({ limit: 3, windowSeconds: 60 });
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await limiter.allow('1.2.3.4'));
    expect(results).toEqual([true, true, true, false]);
    expect(await limiter.allow('5.6.7.8')).toBe(true);
    vi.advanceTimersByTime(59_000);
    expect(await limiter.allow('1.2.3.4')).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(await limiter.allow('1.2.3.4')).toBe(true);
  });
});
