import { Readable } from 'node:stream';
import { contentPreview } from '@journey-canvas/shared';
import { SitemapStream, streamToPromise } from 'sitemap';
import type { Post } from './cms.server';

export const STATIC_PATHS = [
  '/',
  '/about',
  '/articles',
  '/tips-and-guides',
  '/contact',
  '/privacy-policy',
  '/terms-and-conditions',
];

/** sitemap.xml: the static pages and every published article (the sitemap library escapes and strips what XML cannot hold). */
export async function sitemapXml(siteUrl: string, posts: Post[]): Promise<string> {
  const links = [
    ...STATIC_PATHS.map((url) => ({ url })),
    ...posts.map((post) => ({ url: `/articles/${post.slug}`, lastmod: post.updatedAt })),
  ];
  const sitemap = new SitemapStream({ hostname: siteUrl, xmlns: { news: false, xhtml: false, image: false, video: false } });
  return (await streamToPromise(Readable.from(links).pipe(sitemap))).toString();
}

/** Characters XML 1.0 cannot hold at all, not even escaped (U+0000, most C0 controls, lone surrogates, U+FFFE/FFFF). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ESCAPES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };

/** Text as XML character data or attribute value: escaped, with what XML cannot hold removed. */
const escapeXml = (text: string) => text.replace(NOT_XML, '').replace(/[<>&'"]/g, (char) => ESCAPES[char]!);

/**
 * rss.xml: the newest published stories as an RSS 2.0 feed. Readers treat an item's description as
 * HTML, so the meta description, plain text, is HTML-escaped before it is XML-escaped: `<b>` in it
 * shows as those three characters, never as markup.
 */
export function rssXml(siteUrl: string, posts: Post[]): string {
  const items = posts.map((post) => {
    const link = `${siteUrl}/articles/${post.slug}`;
    const description = post.metaDescription || contentPreview(post.content);
    return [
      '<item>',
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
      post.author ? `<dc:creator>${escapeXml(post.author)}</dc:creator>` : '',
      `<description>${escapeXml(escapeXml(description))}</description>`,
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    '<title>Journey Canvas</title>',
    `<link>${escapeXml(siteUrl)}/</link>`,
    '<description>Travel stories, guides and tips from Journey Canvas.</description>',
    '<language>en</language>',
    `<atom:link href="${escapeXml(siteUrl)}/rss.xml" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /preview/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
