import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export interface RateLimitOptions {
  /** Requests allowed per key in one window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts one request for the key (a client address); false once it is over its limit for the window. */
  allow(key: string): Promise<boolean>;
}

/**
 * A fixed-window request limit per key, counted by rate-limiter-flexible in process memory: enough
 * for one process. Replicas share their counters in Redis (docs/product/DESIGN.md, section 9), which
 * changes only this module: RateLimiterRedis takes the same options and answers the same way.
 */
export function createRateLimiter({ limit, windowSeconds }: RateLimitOptions): RateLimiter {
  const limiter = new RateLimiterMemory({ points: limit, duration: windowSeconds });
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
