import { Readable } from 'node:stream';
import { contentPreview, DEFAULT_LANGUAGE, pathInLanguage, postTypeLabel, renderArticle } from '@journey-canvas/shared';
import { SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap';
import { LEGAL_LAST_UPDATED } from '../content/legal';
import { withMediaOrigin } from './media-addresses';
import { SITE_COPY_UPDATED } from '../content/site';
import type { Post } from './client/schemas.server';
import type { StoryAddresses } from './client/story-addresses.server';
import { responsiveImage } from './images';
import { feedPath, tagFeedPath, tagPath } from './feeds';
import { countryPath } from './place';
import { authorPath } from './stories.server';

/** Pages whose words are in the code, with the day those words last changed. */
export const FIXED_PAGES: Record<string, string> = {
  '/about': SITE_COPY_UPDATED,
  '/contact': SITE_COPY_UPDATED,
  '/privacy-policy': LEGAL_LAST_UPDATED,
  '/terms-and-conditions': LEGAL_LAST_UPDATED,
};

const newest = (posts: Post[]) =>
  posts.reduce<string | undefined>((latest, post) => (!latest || post.updatedAt > latest ? post.updatedAt : latest), undefined);

function listPages(posts: Post[], guides: Post[]): [string, Post[]][] {
  const groups = new Map<string, Post[]>([
    ['/', posts],
    ['/articles', posts],
    ['/tips-and-guides', guides],
  ]);
  const add = (path: string, post: Post) => groups.set(path, [...(groups.get(path) ?? []), post]);
  for (const post of posts) {
    add(authorPath(post), post);
    if (post.placeCountry) add(countryPath(post.placeCountry), post);
    // The map marks the stories with coordinates.
    if (typeof post.placeLatitude === 'number') add('/map', post);
    for (const tag of post.tags ?? []) add(tagPath(tag.slug), post);
  }
  return [...groups];
}

/** `/sitemap.xml` is an index of these: the site's pages, then the stories in parts (decision 076). */
export const PAGES_SITEMAP = '/sitemaps/pages.xml';
export const storiesSitemapPath = (part: number) => `/sitemaps/stories-${part}.xml`;

/** An address in each of its languages, sitemaps.org's `xhtml:link` (decision 100). */
type Alternate = { lang: string; url: string };

const urlset = async (siteUrl: string, links: { url: string; lastmod?: string; links?: Alternate[] }[]) => {
  const xhtml = links.some((link) => link.links?.length);
  const sitemap = new SitemapStream({ hostname: siteUrl, xmlns: { news: false, xhtml, image: false, video: false } });
  return (await streamToPromise(Readable.from(links).pipe(sitemap))).toString();
};

export async function sitemapIndexXml(siteUrl: string, newestPosts: Post[], parts: number): Promise<string> {
  const lastmod = newest(newestPosts);
  const files = [
    { url: `${siteUrl}${PAGES_SITEMAP}`, lastmod },
    ...Array.from({ length: parts }, (_, i) => ({ url: `${siteUrl}${storiesSitemapPath(i + 1)}` })),
  ];
  return (await streamToPromise(Readable.from(files).pipe(new SitemapIndexStream()))).toString();
}

/** The pages every language has: the sections, and those whose words are in the code (decision 100). */
const IN_EVERY_LANGUAGE = new Set(['/', '/articles', '/tips-and-guides', '/map', ...Object.keys(FIXED_PAGES)]);

/** Such a page's address in each of the site's languages, and `x-default` the default's, as its head lists them. */
function pageAlternates(siteUrl: string, path: string, languages: string[]): { links?: Alternate[] } {
  if (languages.length < 2 || !IN_EVERY_LANGUAGE.has(path)) return {};
  const [first] = languages as [string, ...string[]];
  const links = languages.map((lang) => ({ lang, url: `${siteUrl}${pathInLanguage(path, lang, first)}` }));
  return { links: [...links, { lang: 'x-default', url: `${siteUrl}${path}` }] };
}

/** Every address has a `lastmod`: a list page its newest story's, or the site's words' date while it lists none. */
export function pagesSitemapXml(
  siteUrl: string,
  newestPosts: Post[],
  newestGuides: Post[],
  languages: string[] = [DEFAULT_LANGUAGE],
): Promise<string> {
  const entry = (url: string, lastmod: string) => ({ url, lastmod, ...pageAlternates(siteUrl, url, languages) });
  return urlset(siteUrl, [
    ...listPages(newestPosts, newestGuides).map(([url, listed]) => entry(url, newest(listed) ?? SITE_COPY_UPDATED)),
    ...Object.entries(FIXED_PAGES).map(([url, lastmod]) => entry(url, lastmod)),
  ]);
}

/**
 * Each story once, at its default language's address, with every language's address as an
 * `xhtml:link` alternate and `x-default` the default's, as each page's own head says (decision 100).
 */
export function storiesSitemapXml(
  siteUrl: string,
  { stories }: StoryAddresses,
  defaultLanguage: string = DEFAULT_LANGUAGE,
): Promise<string> {
  return urlset(
    siteUrl,
    stories.map((story) => {
      const versions = [
        { lang: defaultLanguage, url: `${siteUrl}/articles/${story.slug}` },
        ...(story.translations ?? []).map(({ locale, slug }) => ({
          lang: locale,
          url: `${siteUrl}${pathInLanguage(`/articles/${slug}`, locale, defaultLanguage)}`,
        })),
      ];
      const entry = { url: `/articles/${story.slug}`, lastmod: story.updatedAt };
      return versions.length === 1 ? entry : { ...entry, links: [...versions, { lang: 'x-default', url: versions[0]!.url }] };
    }),
  );
}

/** Characters XML 1.0 cannot hold at all, not even escaped (U+0000, most C0 controls, lone surrogates, U+FFFE/FFFF). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ESCAPES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };

const escapeXml = (text: string) => text.replace(NOT_XML, '').replace(/[<>&'"]/g, (char) => ESCAPES[char]!);

/** `]]>` is split so it cannot end the section early. */
const cdata = (text: string) => `<![CDATA[${text.replace(NOT_XML, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

/** A feed reader reads it away from the site, so every address is made absolute. */
export function feedHtml(post: Post, { siteUrl, cmsPublicUrl, language }: FeedOrigins): string {
  const articleUrl = `${siteUrl}${(language?.path ?? String)(`/articles/${post.slug}`)}`;
  const featured = post.images?.[0] ? responsiveImage(post.images[0], cmsPublicUrl, post.title) : undefined;
  const picture = featured ? `<p><img src="${escapeXml(featured.src)}" alt="${escapeXml(featured.alt)}" /></p>\n` : '';
  // sanitize-html writes every attribute in double quotes, so this reads each address whole.
  // Rendered for feed readers (a callout is a quotation), not taken from the page's cache.
  const html = withMediaOrigin(renderArticle(post.content, { target: 'feed' }).html, cmsPublicUrl).replace(
    / (src|href)="([^"]*)"/g,
    (_whole, name: string, url: string) => {
      const absolute = url.startsWith('#')
        ? `${articleUrl}${url}`
        : url.startsWith('/') && !url.startsWith('//')
          ? `${siteUrl}${url}`
          : url;
      return ` ${name}="${absolute}"`;
    },
  );
  return picture + html;
}

interface FeedOrigins {
  siteUrl: string;
  cmsPublicUrl: string;
  /** The feed's language and its pages' paths in it (decision 100); English and the paths as they are when none. */
  language?: { code: string; path: (path: string) => string };
}

/** Readers treat a description as HTML, so the plain-text one is HTML-escaped before it is XML-escaped. */
export function rssXml(origins: FeedOrigins, posts: Post[], category?: string, tag?: { name: string; slug: string }): string {
  const { siteUrl } = origins;
  const local = (path: string) => `${siteUrl}${(origins.language?.path ?? String)(path)}`;
  const items = posts.map((post) => {
    const link = local(`/articles/${post.slug}`);
    const description = post.metaDescription || contentPreview(post.content);
    return [
      '<item>',
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
      post.author ? `<dc:creator>${escapeXml(post.author)}</dc:creator>` : '',
      `<description>${escapeXml(escapeXml(description))}</description>`,
      `<content:encoded>${cdata(feedHtml(post, origins))}</content:encoded>`,
      '</item>',
    ].join('');
  });
  const self = local(tag ? tagFeedPath(tag.slug) : feedPath(category));
  const home = tag
    ? local(tagPath(tag.slug))
    : category
      ? local(`/articles?category=${encodeURIComponent(category)}`)
      : local('/');
  const title = tag ? `stories tagged ${tag.name}` : category ? postTypeLabel(category) : undefined;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '<channel>',
    `<title>${title ? `Journey Canvas: ${escapeXml(title)}` : 'Journey Canvas'}</title>`,
    `<link>${escapeXml(home)}</link>`,
    tag
      ? `<description>Journey Canvas stories tagged ${escapeXml(tag.name)}.</description>`
      : category
        ? `<description>${escapeXml(postTypeLabel(category))} stories from Journey Canvas.</description>`
        : '<description>Travel stories, guides and tips from Journey Canvas.</description>',
    `<language>${escapeXml(origins.language?.code ?? 'en')}</language>`,
    `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /preview/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
