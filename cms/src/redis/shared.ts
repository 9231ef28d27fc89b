import { environment } from '../environment';
import { connectRedis, type SharedRedis } from '@journey-canvas/shared/server';

let shared: SharedRedis | null | undefined;

const log = {
  info: (message: string) => console.info(`[redis] ${message}`),
  warn: (message: string) => console.warn(`[redis] ${message}`),
};

export function getSharedRedis(): SharedRedis | undefined {
  if (shared === undefined) {
    const { REDIS_URL, REDIS_KEY_PREFIX } = environment();
    shared = REDIS_URL ? connectRedis(REDIS_URL, log, { keyPrefix: REDIS_KEY_PREFIX }) : null;
  }
  return shared ?? undefined;
}

export async function closeSharedRedis() {
  if (shared) await shared.redis.quit().catch(() => shared?.redis.disconnect());
  shared = undefined;
}
