import { PUBLIC_PAGE_CACHE } from '../platform/http.server';

/** Cached like every reader page; opened on its own, it may load and run nothing. */
export const svgImage = (svg: string) =>
  new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': PUBLIC_PAGE_CACHE,
      'Content-Security-Policy': "default-src 'none'",
    },
  });
