import type { LoaderFunctionArgs } from '@remix-run/node';
import { findPost } from '../data/client/posts.server';
import { routeGpx } from '../data/client/routes.server';
import { NO_STORE, PUBLIC_PAGE_CACHE } from '../platform/http.server';

/** The cleaned file the CMS keeps (no timestamps, no device data, ends trimmed), under the story's name. */
export async function loader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const post = await findPost(slug);
  if (!post?.route) return new Response('No route.', { status: 404, headers: { 'Cache-Control': NO_STORE } });
  return new Response(await routeGpx(post.route.url), {
    headers: {
      'Content-Type': 'application/gpx+xml; charset=utf-8',
      'Content-Disposition': `attachment; filename="${post.slug}.gpx"`,
      'Cache-Control': PUBLIC_PAGE_CACHE,
    },
  });
}
