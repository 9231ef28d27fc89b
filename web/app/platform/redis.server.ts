import { connectRedis, once, type SharedRedis } from '@journey-canvas/shared/server';
import { webEnvironment } from './env.server';
import { logEvent } from './log.server';

/** Opened on first use when `REDIS_URL` is set; otherwise everything stays in process memory. */
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
