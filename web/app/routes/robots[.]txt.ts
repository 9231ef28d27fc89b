import { webEnvironment } from '../server/env.server';
import { robotsTxt } from '../cms/feeds.server';
import { PUBLIC_PAGE_CACHE } from '../server/http.server';

export function loader() {
  return new Response(robotsTxt(webEnvironment().siteUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PUBLIC_PAGE_CACHE },
  });
}
