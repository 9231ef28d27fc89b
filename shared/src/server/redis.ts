import { Redis } from 'ioredis';

/**
 * Redis shared with replicas (decisions 024, 027). Commands fail fast while it is away (no offline
 * queue), so callers fall back to memory at once rather than hold a request; one warning per outage.
 */
export interface SharedRedis {
  redis: Redis;
  host: string;
  /** False after `timeoutMs`: the stores then start in memory. */
  ready(timeoutMs?: number): Promise<boolean>;
  orElse<T>(command: (redis: Redis) => Promise<T>, fallback: () => T | Promise<T>): Promise<T>;
  /** For failures seen elsewhere (another connection, a library's call): still one warning per outage. */
  failed(error: unknown): void;
}

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

export interface RedisOptions {
  name?: string;
  keyPrefix?: string;
  whileDown?: string;
}

export function connectRedis(
  url: string,
  log: Logger,
  {
    name = 'cms',
    keyPrefix = 'jc:',
    whileDown = "counters fall back to this process's memory until it returns",
  }: RedisOptions = {},
): SharedRedis {
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
  const failed = (error: unknown) => {
    if (down) return;
    down = true;
    log.warn(`Redis unavailable (${(error as Error).message}): ${whileDown}`);
  };
  redis.on('error', failed);
  // A dropped connection is an outage even if no command fails, so an idle replica still warns once.
  redis.on('reconnecting', () => failed(new Error('connection lost')));
  redis.on('ready', () => {
    if (down) log.info('Redis is back: state is shared again');
    down = false;
  });
  return {
    redis,
    host: new URL(url).host,
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
        failed(error);
        return fallback();
      }
    },
    failed,
  };
}
