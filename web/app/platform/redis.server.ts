import { connectRedis, once, type SharedRedis } from '@journey-canvas/shared/server';
import { webEnvironment } from './env.server';
import { logEvent } from './log.server';

/**
 * This process's Redis connection when `REDIS_URL` is set (the response cache's shared tier and
 * purges, the client-error limit), opened on first use; otherwise none, and all of it stays in
 * process memory.
 */
export const siteRedis = once((): SharedRedis | undefined => {
  const { redisUrl, redisKeyPrefix } = webEnvironment();
  if (!redisUrl) return undefined;
  const log = {
    info: (message: string) => logEvent('redis', { message }),
    warn: (message: string) => logEvent('redis-warning', { message }),
  };
  return connectRedis(redisUrl, log, {
    name: 'site',
    keyPrefix: redisKeyPrefix,
    whileDown: "pages, purges and limits stay in this process's memory until it returns",
  });
});
