import { describe, expect, it } from 'vitest';
import type { Post } from './cms.server';
import { robotsTxt, rssXml, sitemapXml } from './feeds.server';

const post: Post = {
  documentId: 'd1',
  title: 'Kyoto & the <Temples>',
  slug: 'kyoto-temples',
  content: 'Word '.repeat(50),
  author: 'Kenji Mori',
  postType: 'guide',
  metaTitle: null,
  metaDescription: 'Temples at dawn.',
  publishedAt: '2026-03-04T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
  images: [],
};

// eslint-disable-next-line no-control-regex -- the control characters XML 1.0 forbids are what this looks for
const INVALID_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

const itemOf = (xml: string) => xml.split('\n').find((line) => line.startsWith('<item>'));

describe('sitemap.xml', () => {
  it('lists the static pages, then each article with its last change', async () => {
    expect(await sitemapXml('https://jc.example', [post])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        ['/', '/about', '/articles', '/tips-and-guides', '/contact', '/privacy-policy', '/terms-and-conditions']
          .map((path) => `<url><loc>https://jc.example${path}</loc></url>`)
          .join('') +
        '<url><loc>https://jc.example/articles/kyoto-temples</loc><lastmod>2026-03-05T10:00:00.000Z</lastmod></url></urlset>',
    );
  });
});

describe('sitemap.xml, from whatever a slug holds', () => {
  it('writes nothing XML 1.0 cannot hold', async () => {
    const xml = await sitemapXml('https://jc.example', [{ ...post, slug: 'kyoto\u0000\uFFFE&<' }]);
    expect(xml).toContain('<loc>https://jc.example/articles/kyoto%00%EF%BF%BE&amp;%3C</loc>');
    expect(xml).not.toMatch(INVALID_IN_XML);
  });
});

describe('rss.xml', () => {
  it('publishes an RSS 2.0 item per post, escaped', () => {
    const xml = rssXml('https://jc.example', [post]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(itemOf(xml)).toBe(
      '<item><title>Kyoto &amp; the &lt;Temples&gt;</title>' +
        '<link>https://jc.example/articles/kyoto-temples</link>' +
        '<guid isPermaLink="true">https://jc.example/articles/kyoto-temples</guid>' +
        '<pubDate>Wed, 04 Mar 2026 10:00:00 GMT</pubDate>' +
        '<dc:creator>Kenji Mori</dc:creator>' +
        '<description>Temples at dawn.</description></item>',
    );
  });

  it('carries the meta description as escaped text, never as live HTML', () => {
    const xml = rssXml('https://jc.example', [{ ...post, metaDescription: 'Tea & <b>temples</b> <script>alert(1)</script>' }]);
    // Read as XML, the description is `Tea &amp; &lt;b&gt;…`: HTML that shows the characters as typed.
    expect(itemOf(xml)).toContain(
      '<description>Tea &amp;amp; &amp;lt;b&amp;gt;temples&amp;lt;/b&amp;gt; &amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;</description>',
    );
  });

  it('strips the characters XML 1.0 cannot hold, and keeps every other', () => {
    const xml = rssXml('https://jc.example', [
      {
        ...post,
        title: 'Kyoto\u0000 by\u0008 night\uFFFE \uD800🌙',
        author: 'Kenji\u001F Mori',
        metaDescription: 'Tabs\tand\nlines stay.',
      },
    ]);
    expect(itemOf(xml)).toContain('<title>Kyoto by night 🌙</title>');
    expect(itemOf(xml)).toContain('<dc:creator>Kenji Mori</dc:creator>');
    expect(xml).toContain('<description>Tabs\tand\nlines stay.</description>');
    expect(xml).not.toMatch(INVALID_IN_XML);
  });
});

describe('robots.txt', () => {
  it('points crawlers at the sitemap and away from the admin', () => {
    expect(robotsTxt('https://jc.example')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /preview/\n\nSitemap: https://jc.example/sitemap.xml\n',
    );
  });
});
