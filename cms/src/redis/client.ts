import { Redis } from 'ioredis';

/**
 * The Redis connection shared by every store of this process that several CMS replicas must agree
 * on (login failures, the auth rate limit). Without `REDIS_URL` there is none and each store keeps
 * its counters in process memory. Commands fail fast while Redis is away (no offline queue), so a
 * caller can fall back to memory at once instead of holding a login for seconds.
 */
export interface SharedRedis {
  redis: Redis;
  /** Resolves true once connected, false if that takes longer than `timeoutMs` (the stores then start in memory). */
  ready(timeoutMs?: number): Promise<boolean>;
  /** Runs a command; while Redis fails, logs one warning per outage and answers `fallback()`. */
  orElse<T>(command: (redis: Redis) => Promise<T>, fallback: () => T | Promise<T>): Promise<T>;
}

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

export function connectRedis(url: string, log: Logger, { name = 'cms', keyPrefix = 'jc:' } = {}): SharedRedis {
  const redis = new Redis(url, {
    connectionName: `journey-canvas-${name}`,
    keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
    retryStrategy: (times) => Math.min(times * 250, 2000),
  });
  let down = false;
  const wentDown = (error: unknown) => {
    if (down) return;
    down = true;
    log.warn(`Redis unavailable (${(error as Error).message}): counters fall back to this process's memory until it returns`);
  };
  redis.on('error', wentDown);
  redis.on('ready', () => {
    if (down) log.info('Redis is back: counters are shared again');
    down = false;
  });
  return {
    redis,
    ready: (timeoutMs = 3000) =>
      redis.status === 'ready'
        ? Promise.resolve(true)
        : new Promise((resolve) => {
            const timer = setTimeout(() => resolve(false), timeoutMs);
            redis.once('ready', () => {
              clearTimeout(timer);
              resolve(true);
            });
          }),
    async orElse(command, fallback) {
      try {
        return await command(redis);
      } catch (error) {
        wentDown(error);
        return fallback();
      }
    },
  };
}
