import type { LoaderFunctionArgs } from '@remix-run/node';
import { isPostType } from '@journey-canvas/shared';
import { listFeedPosts } from '../cms/client/posts.server';
import { webEnvironment } from '../server/env.server';
import { rssXml } from '../cms/feeds.server';
import { NO_STORE, PUBLIC_PAGE_CACHE } from '../server/http.server';

/** Every story's feed, or one category's (`?category=food`); an unknown category has none. */
export async function loader({ request }: LoaderFunctionArgs) {
  const category = new URL(request.url).searchParams.get('category') ?? undefined;
  if (category !== undefined && !isPostType(category)) {
    throw new Response('No such category.', { status: 404, headers: { 'Cache-Control': NO_STORE } });
  }
  const posts = await listFeedPosts(category);
  const { siteUrl, cmsPublicUrl } = webEnvironment();
  return new Response(rssXml({ siteUrl, cmsPublicUrl }, posts, category), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': PUBLIC_PAGE_CACHE },
  });
}
