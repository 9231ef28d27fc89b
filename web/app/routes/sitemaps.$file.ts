import type { LoaderFunctionArgs } from '@remix-run/node';
import { listFeedPosts } from '../data/client/posts.server';
import { storyAddresses } from '../data/client/story-addresses.server';
import { webEnvironment } from '../platform/env.server';
import { PAGES_SITEMAP, pagesSitemapXml, storiesSitemapXml } from '../data/feeds.server';
import { NO_STORE, PUBLIC_PAGE_CACHE } from '../platform/http.server';
import { pageLanguage } from '../data/page-language.server';

const STORIES_PART = /^stories-([1-9]\d{0,5})\.xml$/;

export async function loader({ params }: LoaderFunctionArgs) {
  const { siteUrl } = webEnvironment();
  const part = STORIES_PART.exec(params.file ?? '')?.[1];
  const addresses = part ? await storyAddresses(Number(part)) : undefined;
  let xml: string;
  if (`/sitemaps/${params.file}` === PAGES_SITEMAP)
    xml = await pagesSitemapXml(
      siteUrl,
      ...(await Promise.all([listFeedPosts(), listFeedPosts('guide')])),
      pageLanguage().languages,
    );
  else if (addresses) xml = await storiesSitemapXml(siteUrl, addresses, pageLanguage().languages[0]!);
  else return new Response('No such sitemap.', { status: 404, headers: { 'Cache-Control': NO_STORE } });
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': PUBLIC_PAGE_CACHE },
  });
}
