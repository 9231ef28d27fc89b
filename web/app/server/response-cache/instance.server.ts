import { POST_CACHE_MS } from '@journey-canvas/shared';
import { webEnvironment } from '../env.server';
import { securityHeaders } from '../http.server';
import { ResponseCache } from './response-cache.server';
import { MemoryPageStore, type PageStore } from './store.server';
import { TieredPageStore } from './tiered-store.server';
import { siteRedis } from '../redis.server';

/** How long Redis keeps a page past its freshness, for a CMS outage to be bridged from it. */
const SHARED_STALE_MS = 60 * 60 * 1000;

let cache: ResponseCache | undefined;

/**
 * The site's response cache: rendered reader pages kept in process memory (PAGE_CACHE_MB) and, with
 * `REDIS_URL`, in Redis for every replica; fresh as long as the CMS data they were rendered from
 * (5 minutes), purged by the CMS webhook. Made on first use, once the environment is read.
 */
export function responseCache(): ResponseCache {
  cache ??= new ResponseCache({
    store: pageStore(),
    ttlMs: POST_CACHE_MS,
    extraHeaders: securityHeaders(webEnvironment().production),
  });
  return cache;
}

function pageStore(): PageStore {
  const { pageCacheBytes, redisKeyPrefix } = webEnvironment();
  const memory = new MemoryPageStore(pageCacheBytes);
  const shared = siteRedis();
  if (!shared) return memory;
  return new TieredPageStore(memory, shared, { keyPrefix: redisKeyPrefix, lifetimeMs: POST_CACHE_MS + SHARED_STALE_MS });
}
