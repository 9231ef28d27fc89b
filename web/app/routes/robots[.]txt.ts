import { webEnvironment } from '../platform/env.server';
import { robotsTxt } from '../data/feeds.server';
import { PUBLIC_PAGE_CACHE } from '../platform/http.server';

export function loader() {
  return new Response(robotsTxt(webEnvironment().siteUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PUBLIC_PAGE_CACHE },
  });
}
