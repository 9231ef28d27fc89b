import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { POST_CACHE_MS } from '@journey-canvas/shared';
import { webEnvironment } from '../../platform/env.server';
import { securityHeaders } from '../../platform/http.server';
import { ResponseCache } from './response-cache.server';
import { MemoryPageStore, type PageStore } from './store.server';
import { TieredPageStore } from './tiered-store.server';
import { DiskPageStore } from './disk-store.server';
import { siteRedis } from '../../platform/redis.server';

/** How long Redis keeps a page past its freshness, for a CMS outage to be bridged from it. */
const SHARED_STALE_MS = 60 * 60 * 1000;
/** How long past freshness a kept page is still sent while rendered again (decision 070). */
const SERVE_STALE_MS = 7 * 24 * 60 * 60 * 1000;
/** The oldest a cached page can be; what it carries (a form's start time) is as old. */
export const KEPT_PAGE_MAX_AGE_MS = POST_CACHE_MS + SERVE_STALE_MS;

let cache: ResponseCache | undefined;

/** The server bundle's hash: another build has other markup and asset names. */
const thisBuild = () =>
  createHash('sha256')
    .update(fs.readFileSync(fileURLToPath(import.meta.url)))
    .digest('hex')
    .slice(0, 16);

/** Made on first use, once the environment is read (decisions 016 and 070). */
export function responseCache(): ResponseCache {
  cache ??= new ResponseCache({
    store: pageStore(),
    ttlMs: POST_CACHE_MS,
    staleMs: SERVE_STALE_MS,
    extraHeaders: securityHeaders(webEnvironment().production),
  });
  return cache;
}

function pageStore(): PageStore {
  const { pageCacheBytes, pageCacheFile, pageCacheDiskBytes, redisKeyPrefix } = webEnvironment();
  const memory = new MemoryPageStore(pageCacheBytes);
  const shared = siteRedis();
  if (!shared)
    return pageCacheDiskBytes > 0
      ? new DiskPageStore(memory, pageCacheFile, { maxBytes: pageCacheDiskBytes, build: thisBuild() })
      : memory;
  return new TieredPageStore(memory, shared, { keyPrefix: redisKeyPrefix, lifetimeMs: POST_CACHE_MS + SHARED_STALE_MS });
}
