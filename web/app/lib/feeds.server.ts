import { contentPreview } from '@journey-canvas/shared';
import type { Post } from './cms.server';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

export const STATIC_PATHS = [
  '/',
  '/about',
  '/articles',
  '/tips-and-guides',
  '/contact',
  '/privacy-policy',
  '/terms-and-conditions',
];

/** sitemap.xml: the static pages and every published article. */
export function sitemapXml(siteUrl: string, posts: Post[]): string {
  const urls = [
    ...STATIC_PATHS.map((path) => `<url><loc>${escapeXml(siteUrl + path)}</loc></url>`),
    ...posts.map(
      (post) => `<url><loc>${escapeXml(`${siteUrl}/articles/${post.slug}`)}</loc><lastmod>${post.updatedAt}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** rss.xml: the newest published stories as an RSS 2.0 feed. */
export function rssXml(siteUrl: string, posts: Post[]): string {
  const items = posts.map((post) => {
    const link = `${siteUrl}/articles/${post.slug}`;
    return [
      '<item>',
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
      post.author ? `<dc:creator>${escapeXml(post.author)}</dc:creator>` : '',
      `<description>${escapeXml(post.metaDescription || contentPreview(post.content))}</description>`,
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
