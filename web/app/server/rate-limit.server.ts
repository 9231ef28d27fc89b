import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { SharedRedis } from '@journey-canvas/shared/server';
import { siteRedis } from '../platform/redis.server';

export interface RateLimitOptions {
  name: string;
  /** Requests allowed per key in one window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** False once the key (a client address) is over its limit for the window. */
  allow(key: string): Promise<boolean>;
}

/** Fixed windows, in Redis when there is one so replicas share a limit, with memory as insurance (decisions 009, 027). */
export function createRateLimiter(
  { name, limit, windowSeconds }: RateLimitOptions,
  shared: SharedRedis | undefined = siteRedis(),
): RateLimiter {
  const options = { points: limit, duration: windowSeconds };
  const memory = new RateLimiterMemory(options);
  const limiter = shared
    ? new RateLimiterRedis({
        ...options,
        storeClient: shared.redis,
        keyPrefix: `site:limit:${name}`,
        // Straight to memory while the connection is not up, rather than failing each command first.
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      })
    : memory;
  return {
    async allow(key) {
      try {
        await limiter.consume(key);
        return true;
      } catch (refusal) {
        // An answer over the limit rejects with the counter's state; anything else is a real failure.
        if (refusal instanceof RateLimiterRes) return false;
        throw refusal;
      }
    },
  };
}
