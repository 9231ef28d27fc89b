import { data } from '@remix-run/node';
import type { NotFoundDetails } from '../components/NotFoundPage';
import { NO_STORE } from '../platform/http.server';
import { logEvent } from '../platform/log.server';

/** None when typed, from another site or this very page: the 404 page then offers Go Home only. */
function previousPage(request: Request, url: URL): string | undefined {
  try {
    const referer = new URL(request.headers.get('referer') ?? '');
    if (referer.origin !== url.origin) return undefined;
    const back = referer.pathname + referer.search;
    return back === url.pathname + url.search ? undefined : back;
  } catch {
    return undefined;
  }
}

/** Returned by the catch-all route, or thrown by a page whose query names nothing (DESIGN.md, section 3). */
export function notFound(request: Request, why: Record<string, unknown> = {}) {
  const url = new URL(request.url);
  const path = url.pathname + url.search;
  logEvent('not-found', { path, ...why });
  return data<NotFoundDetails>(
    { path, back: previousPage(request, url) },
    { status: 404, headers: { 'Cache-Control': NO_STORE } },
  );
}
