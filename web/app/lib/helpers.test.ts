import { describe, expect, it } from 'vitest';
import type { Post } from './cms.server';
import { rssXml, robotsTxt, sitemapXml } from './feeds.server';
import { formatLongDate, formatShortDate, typeBadge } from './format';
import { PLACEHOLDER_IMAGE, responsiveImage } from './images';
import { blogPostingJsonLd, pageMeta } from './seo';

const image = {
  url: '/uploads/kyoto.jpg',
  alternativeText: 'Temple at dusk',
  width: 1600,
  height: 1000,
  formats: {
    thumbnail: { url: '/uploads/thumbnail_kyoto.jpg', width: 245, height: 153 },
    small: { url: '/uploads/small_kyoto.jpg', width: 500, height: 313 },
    large: { url: '/uploads/large_kyoto.jpg', width: 1000, height: 625 },
  },
};

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
  images: [image],
};

describe('formatting', () => {
  it('writes long and short dates', () => {
    expect(formatLongDate('2026-03-04T10:00:00.000Z')).toBe('March 4, 2026');
    expect(formatShortDate('2026-03-04T10:00:00.000Z')).toBe('Mar 4, 2026');
  });

  it('labels the type badge, Travel by default', () => {
    expect(typeBadge('guide')).toBe('Travel Guide');
    expect(typeBadge(null)).toBe('Travel');
    expect(typeBadge('blog')).toBe('Travel');
  });
});

describe('responsiveImage', () => {
  it('builds a srcset from the formats, without the thumbnail, on the CMS address', () => {
    const img = responsiveImage(image, 'https://cms.example');
    expect(img.src).toBe('https://cms.example/uploads/large_kyoto.jpg');
    expect(img.srcSet).toBe(
      'https://cms.example/uploads/small_kyoto.jpg 500w, https://cms.example/uploads/large_kyoto.jpg 1000w, https://cms.example/uploads/kyoto.jpg 1600w',
    );
    expect(img).toMatchObject({ width: 1600, height: 1000, alt: 'Temple at dusk' });
  });

  it('falls back to the local placeholder', () => {
    expect(responsiveImage(undefined, 'https://cms.example', 'A story')).toEqual({ ...PLACEHOLDER_IMAGE, alt: 'A story' });
  });
});

describe('page meta', () => {
  it('has the title, description, canonical URL, robots, Open Graph and Twitter tags', () => {
    const meta = pageMeta({ title: 'T', description: 'D', path: '/about', siteUrl: 'https://jc.example' });
    expect(meta).toEqual(
      expect.arrayContaining([
        { title: 'T' },
        { name: 'description', content: 'D' },
        { tagName: 'link', rel: 'canonical', href: 'https://jc.example/about' },
        { name: 'robots', content: 'index, follow' },
        { property: 'og:url', content: 'https://jc.example/about' },
        { name: 'twitter:card', content: 'summary_large_image' },
      ]),
    );
  });

  it('shares a 1200×630 PNG card when the page has no picture of its own', () => {
    const meta = pageMeta({ title: 'T', path: '/about', siteUrl: 'https://jc.example' });
    expect(meta).toEqual(
      expect.arrayContaining([
        { property: 'og:image', content: 'https://jc.example/images/og-default.png' },
        { property: 'og:image:width', content: '1200' },
        { property: 'og:image:height', content: '630' },
        { name: 'twitter:image', content: 'https://jc.example/images/og-default.png' },
      ]),
    );
    const own = pageMeta({
      title: 'T',
      path: '/articles/kyoto',
      siteUrl: 'https://jc.example',
      image: 'https://cms.example/uploads/kyoto.jpg',
    });
    expect(own).toContainEqual({ property: 'og:image', content: 'https://cms.example/uploads/kyoto.jpg' });
    expect(own.some((tag) => 'property' in tag && tag.property === 'og:image:width')).toBe(false);
  });

  it('describes an article as a BlogPosting', () => {
    expect(
      blogPostingJsonLd({
        headline: 'H',
        image: 'https://i',
        author: 'A',
        datePublished: '2026-01-01',
        dateModified: '2026-01-02',
        url: 'https://u',
        description: 'D',
      }),
    ).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'H',
      author: { name: 'A' },
      datePublished: '2026-01-01',
      url: 'https://u',
    });
  });
});

describe('feeds', () => {
  it('lists static pages and articles in the sitemap, escaped', () => {
    const xml = sitemapXml('https://jc.example', [post]);
    expect(xml).toContain('<loc>https://jc.example/about</loc>');
    expect(xml).toContain('<loc>https://jc.example/articles/kyoto-temples</loc><lastmod>2026-03-05T10:00:00.000Z</lastmod>');
  });

  it('publishes an RSS 2.0 item per post', () => {
    const xml = rssXml('https://jc.example', [post]);
    expect(xml).toContain('<title>Kyoto &amp; the &lt;Temples&gt;</title>');
    expect(xml).toContain('<pubDate>Wed, 04 Mar 2026 10:00:00 GMT</pubDate>');
    expect(xml).toContain('<description>Temples at dawn.</description>');
  });

  it('points crawlers at the sitemap and away from the admin', () => {
    expect(robotsTxt('https://jc.example')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /preview/\n\nSitemap: https://jc.example/sitemap.xml\n',
    );
  });
});
