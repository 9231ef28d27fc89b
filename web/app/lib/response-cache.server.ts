import { POST_CACHE_MS } from '@journey-canvas/shared';
import { webEnvironment } from './env.server';
import { securityHeaders } from './http.server';
import { PageCache } from './page-cache/page-cache.server';
import { MemoryPageStore } from './page-cache/store.server';

let cache: PageCache | undefined;

/**
 * The site's response cache: rendered reader pages kept in process memory (PAGE_CACHE_MB), fresh
 * as long as the CMS data they were rendered from (5 minutes), purged by the CMS webhook. Made on
 * first use, once the environment is read.
 */
export function responseCache(): PageCache {
  cache ??= new PageCache({
    store: new MemoryPageStore(webEnvironment().pageCacheBytes),
    ttlMs: POST_CACHE_MS,
    extraHeaders: securityHeaders(webEnvironment().production),
  });
  return cache;
}
