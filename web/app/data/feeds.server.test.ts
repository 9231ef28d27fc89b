import { describe, expect, it } from 'vitest';
import type { Post } from './client/schemas.server';
import { feedHtml, pagesSitemapXml, robotsTxt, rssXml, sitemapIndexXml, storiesSitemapXml } from './feeds.server';
import { SITE_COPY_UPDATED } from '../content/site';

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

const origins = { siteUrl: 'https://jc.example', cmsPublicUrl: 'https://cms.jc.example' };

// eslint-disable-next-line no-control-regex -- the control characters XML 1.0 forbids are what this looks for
const INVALID_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

const itemOf = (xml: string) => /<item>[\s\S]*?<\/item>/.exec(xml)?.[0];

describe('sitemap.xml', () => {
  const guide = { ...post, placeCountry: 'Japan', placeLatitude: 35.0116, placeLongitude: 135.7681, authorSlug: 'kenji-mori' };
  const older = {
    ...post,
    documentId: 'd2',
    slug: 'porto',
    postType: 'food',
    author: 'Ana',
    authorSlug: 'ana',
    updatedAt: '2026-01-02T00:00:00.000Z',
  };

  const urlsOf = (xml: string) =>
    [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map(([, loc, lastmod]) => [
      loc!.replace('https://jc.example', ''),
      lastmod,
    ]);

  it('names the pages’ sitemap, dated by the newest story, and every part of each language’s stories’', async () => {
    const xml = await sitemapIndexXml(
      'https://jc.example',
      [guide, older],
      [
        { language: 'en', parts: 3 },
        { language: 'fr', parts: 1 },
      ],
    );
    expect(xml).toContain('<sitemapindex');
    const files = [...xml.matchAll(/<sitemap><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/sitemap>/g)];
    expect(files.map(([, loc, lastmod]) => [loc, lastmod])).toEqual([
      ['https://jc.example/sitemaps/pages.xml', '2026-03-05T10:00:00.000Z'],
      ['https://jc.example/sitemaps/stories-1.xml', undefined],
      ['https://jc.example/sitemaps/stories-2.xml', undefined],
      ['https://jc.example/sitemaps/stories-3.xml', undefined],
      ['https://jc.example/sitemaps/stories-fr-1.xml', undefined],
    ]);
  });

  it('gives every page the day it last changed: lists their newest story, fixed pages their words', async () => {
    const xml = await pagesSitemapXml('https://jc.example', [{ language: 'en', posts: [guide, older], guides: [guide] }]);
    const urls = urlsOf(xml);
    expect(urls).toEqual([
      ['/', '2026-03-05T10:00:00.000Z'],
      ['/articles', '2026-03-05T10:00:00.000Z'],
      ['/tips-and-guides', '2026-03-05T10:00:00.000Z'],
      ['/authors/kenji-mori', '2026-03-05T10:00:00.000Z'],
      ['/places/Japan', '2026-03-05T10:00:00.000Z'],
      ['/map', '2026-03-05T10:00:00.000Z'],
      ['/authors/ana', '2026-01-02T00:00:00.000Z'],
      ['/about', '2026-11-01T00:00:00.000Z'],
      ['/contact', '2026-11-01T00:00:00.000Z'],
      ['/privacy-policy', '2026-11-29T00:00:00.000Z'],
      ['/terms-and-conditions', '2026-11-29T00:00:00.000Z'],
    ]);
    expect(xml.match(/<url>/g)).toHaveLength(urls.length);
  });

  it('dates the guides by the newest guide, beyond the newest posts, and a page that lists none yet by the site’s words', async () => {
    const olderGuide = { ...guide, documentId: 'd3', slug: 'lisbon-guide', updatedAt: '2025-12-01T00:00:00.000Z' };
    const dated = new Map(
      urlsOf(await pagesSitemapXml('https://jc.example', [{ language: 'en', posts: [older], guides: [olderGuide] }])) as [
        string,
        string,
      ][],
    );
    expect(dated.get('/tips-and-guides')).toBe('2025-12-01T00:00:00.000Z');
    const empty = await pagesSitemapXml('https://jc.example', [{ language: 'en', posts: [], guides: [] }]);
    expect(empty.match(/<url>/g)).toHaveLength(urlsOf(empty).length);
    expect(new Map(urlsOf(empty) as [string, string][]).get('/tips-and-guides')).toBe(`${SITE_COPY_UPDATED}T00:00:00.000Z`);
  });

  it('lists each story of a part with its last edit', async () => {
    const stories = [
      { slug: 'kyoto-temples', updatedAt: '2026-03-05T10:00:00.000Z' },
      { slug: 'porto', updatedAt: '2026-01-02T00:00:00.000Z' },
    ];
    expect(urlsOf(await storiesSitemapXml('https://jc.example', { stories, parts: 1 }))).toEqual([
      ['/articles/kyoto-temples', '2026-03-05T10:00:00.000Z'],
      ['/articles/porto', '2026-01-02T00:00:00.000Z'],
    ]);
  });
});

describe('sitemap.xml, from whatever a slug holds', () => {
  it("lists each story once with every language's address as an alternate (decision 100)", async () => {
    const stories = [
      { slug: 'wadi-rum', updatedAt: '2026-03-05T10:00:00.000Z', translations: [{ locale: 'fr', slug: 'le-wadi-rum' }] },
      { slug: 'porto', updatedAt: '2026-01-02T00:00:00.000Z', translations: [] },
    ];
    const xml = await storiesSitemapXml('https://jc.example', { stories, parts: 1 }, 'en');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)];
    expect(entries.map(([, loc]) => loc)).toEqual(['https://jc.example/articles/wadi-rum', 'https://jc.example/articles/porto']);
    const [, , wadiRum] = entries[0]!;
    expect(wadiRum).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://jc.example/articles/wadi-rum"/>');
    expect(wadiRum).toContain('<xhtml:link rel="alternate" hreflang="fr" href="https://jc.example/fr/articles/le-wadi-rum"/>');
    expect(wadiRum).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://jc.example/articles/wadi-rum"/>');
    expect(entries[1]![2]).not.toContain('xhtml:link');
  });

  it('lists a language’s stories at their address there, a story written only in it too, x-default where the default has it', async () => {
    const stories = [
      { slug: 'le-wadi-rum', updatedAt: '2026-03-05T10:00:00.000Z', translations: [{ locale: 'en', slug: 'wadi-rum' }] },
      { slug: 'seulement-en-francais', updatedAt: '2026-01-02T00:00:00.000Z', translations: [{ locale: 'de', slug: 'nur' }] },
    ];
    const xml = await storiesSitemapXml('https://jc.example', { stories, parts: 1 }, 'fr', 'en');
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)];
    expect(entries.map(([, loc]) => loc)).toEqual([
      'https://jc.example/fr/articles/le-wadi-rum',
      'https://jc.example/fr/articles/seulement-en-francais',
    ]);
    expect(entries[0]![2]).toContain(
      '<xhtml:link rel="alternate" hreflang="fr" href="https://jc.example/fr/articles/le-wadi-rum"/>',
    );
    expect(entries[0]![2]).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://jc.example/articles/wadi-rum"/>',
    );
    expect(entries[1]![2]).toContain('<xhtml:link rel="alternate" hreflang="de" href="https://jc.example/de/articles/nur"/>');
    expect(entries[1]![2]).not.toContain('x-default');
  });

  it('gives each language its own pages, the pages every language has their addresses in each, the others none (decision 100)', async () => {
    const french = { ...post, documentId: 'd9', slug: 'tokyo-fr', updatedAt: '2026-02-01T00:00:00.000Z' };
    const xml = await pagesSitemapXml('https://jc.example', [
      { language: 'en', posts: [post], guides: [] },
      { language: 'fr', posts: [french], guides: [] },
    ]);
    const entries = new Map(
      [...xml.matchAll(/<url><loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)].map(([, loc, rest]) => [loc!, rest!]),
    );
    expect(entries.get('https://jc.example/articles')).toContain(
      '<xhtml:link rel="alternate" hreflang="fr" href="https://jc.example/fr/articles"/>',
    );
    expect(entries.get('https://jc.example/fr/articles')).toContain('<lastmod>2026-02-01T00:00:00.000Z</lastmod>');
    expect(entries.get('https://jc.example/fr/articles')).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://jc.example/articles"/>',
    );
    expect(entries.get('https://jc.example/')).toContain(
      '<xhtml:link rel="alternate" hreflang="fr" href="https://jc.example/fr"/>',
    );
    expect(entries.has('https://jc.example/fr')).toBe(true);
    expect(entries.get('https://jc.example/fr/privacy-policy')).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://jc.example/privacy-policy"/>',
    );
    const authorPage = [...entries].find(([loc]) => loc.includes('/authors/'));
    expect(authorPage?.[1]).not.toContain('xhtml:link');
  });

  it('writes nothing XML 1.0 cannot hold', async () => {
    const stories = [{ slug: 'kyoto\u0000\uFFFE&<', updatedAt: post.updatedAt }];
    const xml = await storiesSitemapXml('https://jc.example', { stories, parts: 1 });
    expect(xml).toContain('<loc>https://jc.example/articles/kyoto%00%EF%BF%BE&amp;%3C</loc>');
    expect(xml).not.toMatch(INVALID_IN_XML);
  });
});

describe('rss.xml', () => {
  it('publishes an RSS 2.0 item per post, escaped', () => {
    const xml = rssXml(origins, [post]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(itemOf(xml)).toBe(
      '<item><title>Kyoto &amp; the &lt;Temples&gt;</title>' +
        '<link>https://jc.example/articles/kyoto-temples</link>' +
        '<guid isPermaLink="true">https://jc.example/articles/kyoto-temples</guid>' +
        '<pubDate>Wed, 04 Mar 2026 10:00:00 GMT</pubDate>' +
        '<dc:creator>Kenji Mori</dc:creator>' +
        '<description>Temples at dawn.</description>' +
        `<content:encoded><![CDATA[${feedHtml(post, origins)}]]></content:encoded></item>`,
    );
  });

  it('carries each whole story, sanitized, with absolute addresses for pictures and links', () => {
    const story = {
      ...post,
      documentId: 'd-whole-story',
      content: [
        '## Getting there',
        '![Gion](/uploads/gion.jpg) [our guides](/tips-and-guides) [section](#getting-there) [JR](https://japanrail.example)',
        '<script>alert(1)</script><img src="x" onerror="alert(1)"> ]]> ends no CDATA',
      ].join('\n\n'),
      images: [{ url: '/uploads/featured.jpg', alternativeText: 'Temple gate', width: 1200, height: 800 }],
    };
    const html = feedHtml(story, origins);
    expect(html.startsWith('<p><img src="https://cms.jc.example/uploads/featured.jpg" alt="Temple gate" /></p>')).toBe(true);
    expect(html).toContain('<img src="https://cms.jc.example/uploads/gion.jpg" alt="Gion"');
    expect(html).toContain('href="https://jc.example/tips-and-guides"');
    expect(html).toContain('href="https://jc.example/articles/kyoto-temples#getting-there"');
    expect(html).toContain('href="https://japanrail.example"');
    expect(html).not.toMatch(/<script|onerror/);

    const item = itemOf(rssXml(origins, [story]))!;
    const encoded = /<content:encoded>(.*)<\/content:encoded>/s.exec(item)![1]!;
    // One CDATA section per piece; joined, they give back the story's HTML exactly.
    expect(encoded.replace(/<!\[CDATA\[|\]\]>(?=<!\[CDATA\[|$)/g, '')).toBe(html);
  });

  it('gives a callout as a quotation that names it, and footnotes that link to the story', () => {
    const html = feedHtml(
      {
        ...post,
        content: '::: warning\nThe road floods in March.\n:::\n\nThe pass opens in May.[^1]\n\n[^1]: Road office, 2026.',
      },
      origins,
    );
    expect(html).toContain('<blockquote>\n<p><strong>Warning:</strong></p>');
    expect(html).not.toContain('<aside');
    expect(html).toContain('href="https://jc.example/articles/kyoto-temples#fn1"');
    expect(html).toContain('Road office, 2026.');
  });

  it('gives a gallery as its captioned pictures and a video as a link holding its poster, all at absolute addresses', () => {
    const html = feedHtml(
      {
        ...post,
        content: [
          '::: gallery',
          '![Dawn](/uploads/dawn.jpg "The harbour at dawn")',
          '![Noon](/uploads/noon.jpg)',
          ':::',
          '',
          '[![Dunes](/uploads/dunes.jpg) Sunrise over the dunes](https://youtu.be/M7lc1UVf-VE)',
        ].join('\n'),
      },
      origins,
    );
    expect(html).toContain(
      '<figure><img src="https://cms.jc.example/uploads/dawn.jpg" alt="Dawn" loading="lazy" decoding="async" /><figcaption>The harbour at dawn</figcaption></figure>',
    );
    expect(html).toContain('<img src="https://cms.jc.example/uploads/noon.jpg" alt="Noon"');
    expect(html).toContain(
      '<a href="https://www.youtube.com/watch?v=M7lc1UVf-VE"><img src="https://cms.jc.example/uploads/dunes.jpg" alt="Dunes"',
    );
    expect(html).toContain('Sunrise over the dunes (YouTube)</a>');
    expect(html).not.toMatch(/story-gallery|story-embed|data-embed|#gallery|<iframe/);
  });

  it("makes a language's feed, in it and linking to its pages (decision 100)", () => {
    const french = { code: 'fr', path: (path: string) => (path === '/' ? '/fr' : `/fr${path}`) };
    const xml = rssXml({ ...origins, language: french }, [post]);
    expect(xml).toContain('<language>fr</language>');
    expect(xml).toContain('<link>https://jc.example/fr/articles/kyoto-temples</link>');
    expect(xml).toContain('<atom:link href="https://jc.example/fr/rss.xml" rel="self"');
    expect(xml).toContain('<link>https://jc.example/fr</link>');
    expect(rssXml(origins, [post])).toContain('<language>en</language>');
  });

  it('makes a feed per category, which says whose it is', () => {
    const xml = rssXml(origins, [post], 'food');
    expect(xml).toContain('<title>Journey Canvas: Food &amp; Cuisine</title>');
    expect(xml).toContain('<link>https://jc.example/articles?category=food</link>');
    expect(xml).toContain('<atom:link href="https://jc.example/rss.xml?category=food" rel="self" type="application/rss+xml"/>');
  });

  it('carries the meta description as escaped text, never as live HTML', () => {
    const xml = rssXml(origins, [{ ...post, metaDescription: 'Tea & <b>temples</b> <script>alert(1)</script>' }]);
    // Read as XML, the description is `Tea &amp; &lt;b&gt;…`: HTML that shows the characters as typed.
    expect(itemOf(xml)).toContain(
      '<description>Tea &amp;amp; &amp;lt;b&amp;gt;temples&amp;lt;/b&amp;gt; &amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;</description>',
    );
  });

  it('strips the characters XML 1.0 cannot hold, and keeps every other', () => {
    const xml = rssXml(origins, [
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
