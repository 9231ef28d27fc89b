import { Redis } from 'ioredis';

/**
 * The Redis connection a process shares with its replicas (the CMS's login and rate-limit
 * counters; the site's response cache, purges and client-error limit). Without `REDIS_URL` there
 * is none and each process keeps its own state in memory. Commands fail fast while Redis is away
 * (no offline queue), so a caller falls back to memory at once instead of holding a request for
 * seconds; one warning is logged per outage.
 */
export interface SharedRedis {
  redis: Redis;
  /** `host:port`, for log lines. */
  host: string;
  /** Resolves true once connected, false if that takes longer than `timeoutMs` (the stores then start in memory). */
  ready(timeoutMs?: number): Promise<boolean>;
  /** Runs a command; while Redis fails, logs one warning per outage and answers `fallback()`. */
  orElse<T>(command: (redis: Redis) => Promise<T>, fallback: () => T | Promise<T>): Promise<T>;
  /** Reports a failure seen elsewhere (another connection, a library's own call): the same one warning per outage. */
  failed(error: unknown): void;
}

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

export interface RedisOptions {
  /** The connection's name, as `CLIENT LIST` shows it. */
  name?: string;
  keyPrefix?: string;
  /** What the process does while Redis is away, for the warning. */
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
  // A dropped connection is an outage even before a command fails or a reconnection is refused:
  // a replica that needed nothing from Redis meanwhile still says so once.
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
