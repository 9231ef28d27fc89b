import { webEnvironment } from '../lib/env.server';
import { robotsTxt } from '../lib/feeds.server';
import { PUBLIC_PAGE_CACHE } from '../lib/http.server';

export function loader() {
  return new Response(robotsTxt(webEnvironment().siteUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PUBLIC_PAGE_CACHE },
  });
}
