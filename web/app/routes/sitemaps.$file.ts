import type { LoaderFunctionArgs } from '@remix-run/node';
import { listFeedPosts } from '../data/client/posts.server';
import { storyAddresses } from '../data/client/story-addresses.server';
import { webEnvironment } from '../platform/env.server';
import { PAGES_SITEMAP, pagesSitemapXml, storiesSitemapXml } from '../data/feeds.server';
import { NO_STORE, PUBLIC_PAGE_CACHE } from '../platform/http.server';
import { inLanguage, pageLanguage } from '../data/page-language.server';

/** `stories-3.xml` is the default language's third part, `stories-fr-3.xml` French's (decision 100). */
const STORIES_PART = /^stories-(?:([a-z]{2,3})-)?([1-9]\d{0,5})\.xml$/;

const notFound = () => new Response('No such sitemap.', { status: 404, headers: { 'Cache-Control': NO_STORE } });

/** A language's newest stories and guides, read as its own pages read them. */
const newestIn = (language: string, languages: string[]) =>
  inLanguage(language, languages, async () => {
    const [posts, guides] = await Promise.all([listFeedPosts(), listFeedPosts('guide')]);
    return { language, posts, guides };
  });

async function sitemapXml(file: string): Promise<string | undefined> {
  const { siteUrl } = webEnvironment();
  const { languages } = pageLanguage();
  const [first] = languages as [string, ...string[]];
  if (`/sitemaps/${file}` === PAGES_SITEMAP) {
    return pagesSitemapXml(siteUrl, await Promise.all(languages.map((language) => newestIn(language, languages))));
  }
  const [, code, part] = STORIES_PART.exec(file) ?? [];
  // The default language's parts have no code: `stories-en-1.xml` is no address, as `/en/...` is none.
  if (!part || code === first || (code && !languages.includes(code))) return undefined;
  const language = code ?? first;
  const addresses = await storyAddresses(Number(part), language);
  return addresses ? storiesSitemapXml(siteUrl, addresses, language, first) : undefined;
}

export async function loader({ params }: LoaderFunctionArgs) {
  const xml = await sitemapXml(params.file ?? '');
  if (xml === undefined) return notFound();
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': PUBLIC_PAGE_CACHE },
  });
}
