import { listFeedPosts } from '../cms/client/posts.server';
import { webEnvironment } from '../server/env.server';
import { sitemapXml } from '../cms/feeds.server';
import { PUBLIC_PAGE_CACHE } from '../server/http.server';

export async function loader() {
  const posts = await listFeedPosts();
  return new Response(await sitemapXml(webEnvironment().siteUrl, posts), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': PUBLIC_PAGE_CACHE },
  });
}
