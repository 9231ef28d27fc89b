import { data } from '@remix-run/node';
import type { NotFoundDetails } from '../components/NotFoundPage';
import { NO_STORE } from '../platform/http.server';
import { logEvent } from '../platform/log.server';

/**
 * Where "Go Back" leads without JavaScript: the page of this site the reader came from. None when
 * the address was typed, came from another site or is this very page: the 404 page then
 * offers Go Home only, not a Go Back that leads home.
 */
function previousPage(request: Request, url: URL): string | undefined {
  try {
    const referer = new URL(request.headers.get('referer') ?? '');
    if (referer.origin !== url.origin) return undefined;
    const back = referer.pathname + referer.search;
    return back === url.pathname + url.search ? undefined : back;
  } catch {
    // No Referer, or not a URL: nothing to go back to.
    return undefined;
  }
}

/**
 * The 404 answer of any page (docs/product/DESIGN.md, section 3), returned by the catch-all route or thrown by a
 * page whose query names nothing: the miss is logged (with `why`, when there is more to say), and
 * the 404 page gets the requested path.
 */
export function notFound(request: Request, why: Record<string, unknown> = {}) {
  const url = new URL(request.url);
  const path = url.pathname + url.search;
  logEvent('not-found', { path, ...why });
  return data<NotFoundDetails>(
    { path, back: previousPage(request, url) },
    { status: 404, headers: { 'Cache-Control': NO_STORE } },
  );
}
