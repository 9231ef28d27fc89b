import { listFeedPosts } from '../data/client/posts.server';
import { storyAddresses } from '../data/client/story-addresses.server';
import { webEnvironment } from '../platform/env.server';
import { sitemapIndexXml } from '../data/feeds.server';
import { PUBLIC_PAGE_CACHE } from '../platform/http.server';

export async function loader() {
  const [posts, firstPart] = await Promise.all([listFeedPosts(), storyAddresses(1)]);
  return new Response(await sitemapIndexXml(webEnvironment().siteUrl, posts, firstPart?.parts ?? 1), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': PUBLIC_PAGE_CACHE },
  });
}
