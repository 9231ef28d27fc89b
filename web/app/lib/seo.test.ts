import { describe, expect, it } from 'vitest';
import { blogPostingJsonLd, pageMeta } from './seo';

describe('page meta', () => {
  it('has the title, description, canonical URL, robots, Open Graph and Twitter tags, with the PNG card by default', () => {
    expect(pageMeta({ title: 'T', description: 'D', path: '/about', siteUrl: 'https://jc.example' })).toEqual([
      { title: 'T' },
      { name: 'description', content: 'D' },
      { tagName: 'link', rel: 'canonical', href: 'https://jc.example/about' },
      { name: 'robots', content: 'index, follow' },
      { property: 'og:site_name', content: 'Journey Canvas' },
      { property: 'og:type', content: 'website' },
      { property: 'og:title', content: 'T' },
      { property: 'og:description', content: 'D' },
      { property: 'og:url', content: 'https://jc.example/about' },
      { property: 'og:image', content: 'https://jc.example/images/og-default.png' },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: 'T' },
      { name: 'twitter:description', content: 'D' },
      { name: 'twitter:image', content: 'https://jc.example/images/og-default.png' },
    ]);
  });

  it("shares a page's own picture without the default card's size, and keeps a noindex page out of search", () => {
    const own = pageMeta({
      title: 'T',
      path: '/articles/kyoto',
      siteUrl: 'https://jc.example',
      image: 'https://cms.example/uploads/kyoto.jpg',
      type: 'article',
      noindex: true,
    });
    const pick = (key: string) => own.filter((tag) => Object.values(tag).includes(key));
    expect(pick('og:image')).toEqual([{ property: 'og:image', content: 'https://cms.example/uploads/kyoto.jpg' }]);
    expect(pick('og:image:width')).toEqual([]);
    expect(pick('robots')).toEqual([{ name: 'robots', content: 'noindex, follow' }]);
    expect(pick('og:type')).toEqual([{ property: 'og:type', content: 'article' }]);
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
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'H',
      description: 'D',
      image: ['https://i'],
      author: { '@type': 'Person', name: 'A' },
      publisher: { '@type': 'Organization', name: 'Journey Canvas' },
      datePublished: '2026-01-01',
      dateModified: '2026-01-02',
      url: 'https://u',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://u' },
    });
  });
});
