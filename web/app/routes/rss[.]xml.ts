import type { LoaderFunctionArgs } from '@remix-run/node';
import { isPostType } from '@journey-canvas/shared';
import { listFeedPosts } from '../data/client/posts.server';
import { findTag } from '../data/client/tags.server';
import { webEnvironment } from '../platform/env.server';
import { rssXml } from '../data/feeds.server';
import { localPath, pageLanguage } from '../data/page-language.server';
import { NO_STORE, PUBLIC_PAGE_CACHE } from '../platform/http.server';

/** Every story's feed, one category's (`?category=food`) or one tag's (`?tag=rail`); an unknown category or tag has none. */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const category = query.get('category') ?? undefined;
  if (category !== undefined && !isPostType(category)) {
    throw new Response('No such category.', { status: 404, headers: { 'Cache-Control': NO_STORE } });
  }
  const tagSlug = query.get('tag');
  const tag = tagSlug === null ? undefined : tagSlug.length <= 60 ? await findTag(tagSlug) : null;
  if (tag === null) throw new Response('No such tag.', { status: 404, headers: { 'Cache-Control': NO_STORE } });
  const posts = await listFeedPosts(tag ? undefined : category, tag?.slug);
  const { siteUrl, cmsPublicUrl } = webEnvironment();
  // `/fr/rss.xml` is the French stories' feed (decision 100).
  const language = { code: pageLanguage().language, path: localPath };
  return new Response(rssXml({ siteUrl, cmsPublicUrl, language }, posts, tag ? undefined : category, tag), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': PUBLIC_PAGE_CACHE },
  });
}
