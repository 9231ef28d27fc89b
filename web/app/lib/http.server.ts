import { CmsUnavailableError } from './cache.server';

/**
 * Reader pages may be cached by a CDN for 5 minutes, served stale for a minute while it refreshes,
 * and for a day if the site cannot answer. Browsers always revalidate, so a purge reaches readers.
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400';
export const NO_STORE = 'no-store';

/** Turns a CMS outage into the friendly 503 page; rethrows anything else. */
export function unavailableWhenCmsDown(error: unknown): never {
  if (error instanceof CmsUnavailableError) {
    throw new Response('Service Unavailable', { status: 503, statusText: 'Service Unavailable', headers: { 'Retry-After': '60' } });
  }
  throw error;
}

/** Headers of a route: its loader's Cache-Control when it set one, else the public default. */
export function pageHeaders({ loaderHeaders, errorHeaders }: { loaderHeaders: Headers; errorHeaders?: Headers }) {
  if (errorHeaders?.get('Cache-Control')) return { 'Cache-Control': errorHeaders.get('Cache-Control')! };
  return { 'Cache-Control': loaderHeaders.get('Cache-Control') ?? PUBLIC_PAGE_CACHE };
}
