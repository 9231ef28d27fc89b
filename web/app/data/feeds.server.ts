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

/** `/sitemap.xml` is an index of these: the site's pages, then each language's stories in parts (decisions 076, 100). */
export const PAGES_SITEMAP = '/sitemaps/pages.xml';
/** The default language's at `/sitemaps/stories-1.xml`, another's at `/sitemaps/stories-fr-1.xml`. */
export const storiesSitemapPath = (part: number, language?: string) =>
  language ? `/sitemaps/stories-${language}-${part}.xml` : `/sitemaps/stories-${part}.xml`;

/** An address in each of its languages, sitemaps.org's `xhtml:link` (decision 100). */
type Alternate = { lang: string; url: string };

/** A language's parts of the stories' sitemap, or its newest stories and guides, which date its list pages. */
export type PartsInLanguage = { language: string; parts: number };
export type NewestInLanguage = { language: string; posts: Post[]; guides: Post[] };

const urlset = async (siteUrl: string, links: { url: string; lastmod?: string; links?: Alternate[] }[]) => {
  const xhtml = links.some((link) => link.links?.length);
  const sitemap = new SitemapStream({ hostname: siteUrl, xmlns: { news: false, xhtml, image: false, video: false } });
  return (await streamToPromise(Readable.from(links).pipe(sitemap))).toString();
};

/** The default language first. */
export async function sitemapIndexXml(siteUrl: string, newestPosts: Post[], languages: PartsInLanguage[]): Promise<string> {
  const lastmod = newest(newestPosts);
  const files = [
    { url: `${siteUrl}${PAGES_SITEMAP}`, lastmod },
    ...languages.flatMap(({ language, parts }, index) =>
      Array.from({ length: parts }, (_, i) => ({ url: `${siteUrl}${storiesSitemapPath(i + 1, index ? language : undefined)}` })),
    ),
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

/**
 * Each language's pages at their own address, the default's first: a list page dated by that
 * language's newest story, or by the site's words while it lists none, a fixed page by its words.
 */
export function pagesSitemapXml(siteUrl: string, languages: NewestInLanguage[]): Promise<string> {
  const codes = languages.map(({ language }) => language);
  const [first = DEFAULT_LANGUAGE] = codes;
  return urlset(
    siteUrl,
    languages.flatMap(({ language, posts, guides }) => {
      const entry = (path: string, lastmod: string) => ({
        url: pathInLanguage(path, language, first),
        lastmod,
        ...pageAlternates(siteUrl, path, codes),
      });
      return [
        ...listPages(posts, guides).map(([path, listed]) => entry(path, newest(listed) ?? SITE_COPY_UPDATED)),
        ...Object.entries(FIXED_PAGES).map(([path, lastmod]) => entry(path, lastmod)),
      ];
    }),
  );
}

/**
 * Each of one language's stories at its address there, with every language's address as an
 * `xhtml:link` alternate and `x-default` the default's where it has one, as each page's own head
 * says (decision 100). A story written only in another language is listed in that language's part.
 */
export function storiesSitemapXml(
  siteUrl: string,
  { stories }: StoryAddresses,
  language: string = DEFAULT_LANGUAGE,
  defaultLanguage: string = DEFAULT_LANGUAGE,
): Promise<string> {
  const address = (lang: string, slug: string) => pathInLanguage(`/articles/${slug}`, lang, defaultLanguage);
  return urlset(
    siteUrl,
    stories.map((story) => {
      const entry = { url: address(language, story.slug), lastmod: story.updatedAt };
      if (!story.translations?.length) return entry;
      const versions = [{ locale: language, slug: story.slug }, ...story.translations].map(({ locale, slug }) => ({
        lang: locale,
        url: `${siteUrl}${address(locale, slug)}`,
      }));
      const fallback = versions.find(({ lang }) => lang === defaultLanguage);
      return { ...entry, links: [...versions, ...(fallback ? [{ lang: 'x-default', url: fallback.url }] : [])] };
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
