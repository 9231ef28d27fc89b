import type { HeadersArgs } from '@remix-run/node';
import { STRICT_TRANSPORT_SECURITY } from './csp.server';

/** Browsers always revalidate, so a purge reaches readers; a CDN may keep a page 5 minutes, a day if the site is down. */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400';
export const NO_STORE = 'no-store';

export function securityHeaders(production: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    ...(production ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

const RETRY_AFTER_SECONDS = '60';

export function cmsUnavailable(): Response {
  return new Response('Service Unavailable', {
    status: 503,
    statusText: 'Service Unavailable',
    headers: { 'Cache-Control': NO_STORE, 'Retry-After': RETRY_AFTER_SECONDS },
  });
}

export function pageHeaders({ loaderHeaders, actionHeaders, errorHeaders, parentHeaders }: HeadersArgs): Record<string, string> {
  if (errorHeaders) {
    const retryAfter = errorHeaders.get('Retry-After');
    return { 'Cache-Control': NO_STORE, ...(retryAfter ? { 'Retry-After': retryAfter } : {}) };
  }
  // The root's data is on every page: a page drawn with stand-in site details (the CMS away) is not kept.
  if (parentHeaders.get('Cache-Control') === NO_STORE) return { 'Cache-Control': NO_STORE };
  return { 'Cache-Control': actionHeaders.get('Cache-Control') ?? loaderHeaders.get('Cache-Control') ?? PUBLIC_PAGE_CACHE };
}

/** Thrown errors (a 500) reach no `headers` function, so this is what keeps a CDN from holding on to them. */
export function noStoreForErrors(status: number, headers: Headers) {
  if (status >= 400) headers.set('Cache-Control', NO_STORE);
  if (status === 503 && !headers.has('Retry-After')) headers.set('Retry-After', RETRY_AFTER_SECONDS);
}

/** Counted as it streams, so a body without (or lying in) Content-Length is stopped too. */
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
