import type { HeadersArgs } from '@remix-run/node';
import { STRICT_TRANSPORT_SECURITY } from './csp.server';

/**
 * Reader pages may be cached by a CDN for 5 minutes, served stale for a minute while it refreshes,
 * and for a day if the site cannot answer. Browsers always revalidate, so a purge reaches readers.
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400';
export const NO_STORE = 'no-store';

/** Sent with every answer of the site, cached or not; in production also Strict-Transport-Security. */
export function securityHeaders(production: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    ...(production ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/** How long a reader is asked to wait before trying again while the CMS is away. */
const RETRY_AFTER_SECONDS = '60';

/** The answer while the CMS cannot be reached: the friendly 503 page, never stored, with when to try again. */
export function cmsUnavailable(): Response {
  return new Response('Service Unavailable', {
    status: 503,
    statusText: 'Service Unavailable',
    headers: { 'Cache-Control': NO_STORE, 'Retry-After': RETRY_AFTER_SECONDS },
  });
}

/**
 * Headers of a page. An error answer is never stored and keeps its Retry-After; an action's answer
 * keeps its own Cache-Control; otherwise the loader's, or the public default.
 */
export function pageHeaders({ loaderHeaders, actionHeaders, errorHeaders, parentHeaders }: HeadersArgs): Record<string, string> {
  if (errorHeaders) {
    const retryAfter = errorHeaders.get('Retry-After');
    return { 'Cache-Control': NO_STORE, ...(retryAfter ? { 'Retry-After': retryAfter } : {}) };
  }
  // The root's data is on every page: a page drawn with stand-in site details (the CMS away) is not kept.
  if (parentHeaders.get('Cache-Control') === NO_STORE) return { 'Cache-Control': NO_STORE };
  return { 'Cache-Control': actionHeaders.get('Cache-Control') ?? loaderHeaders.get('Cache-Control') ?? PUBLIC_PAGE_CACHE };
}

/**
 * The last word on any page or data answer: an error status is never stored, whatever a route said,
 * and a 503 says when to try again, whether or not the route's `headers` passed that on. Errors
 * thrown as exceptions (a 500) reach no `headers` function with their own headers, so this is what
 * keeps a CDN from holding on to them.
 */
export function noStoreForErrors(status: number, headers: Headers) {
  if (status >= 400) headers.set('Cache-Control', NO_STORE);
  if (status === 503 && !headers.has('Retry-After')) headers.set('Retry-After', RETRY_AFTER_SECONDS);
}

/**
 * A request body as text, or undefined when it is larger than `maxBytes`. Counted as it streams, so
 * a body without (or lying in) Content-Length is stopped too.
 */
export async function readBodyText(request: Request, maxBytes: number): Promise<string | undefined> {
  if (Number(request.headers.get('content-length')) > maxBytes) return undefined;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
