import { listFeedPosts } from '../data/client/posts.server';
import { storyAddresses } from '../data/client/story-addresses.server';
import { webEnvironment } from '../platform/env.server';
import { sitemapIndexXml } from '../data/feeds.server';
import { PUBLIC_PAGE_CACHE } from '../platform/http.server';
import { pageLanguage } from '../data/page-language.server';

export async function loader() {
  const { languages } = pageLanguage();
  const [posts, ...firstParts] = await Promise.all([
    listFeedPosts(),
    ...languages.map((language) => storyAddresses(1, language)),
  ]);
  const parts = languages.map((language, index) => ({ language, parts: firstParts[index]?.parts ?? 1 }));
  return new Response(await sitemapIndexXml(webEnvironment().siteUrl, posts, parts), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': PUBLIC_PAGE_CACHE },
  });
}
