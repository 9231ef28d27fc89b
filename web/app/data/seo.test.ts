import { describe, expect, it } from 'vitest';
import { blogPostingJsonLd, HEADLINE_MAX_LENGTH, pageMeta } from './seo';

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
      { property: 'og:image:alt', content: 'Journey Canvas: travel stories, guides and tips' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: 'T' },
      { name: 'twitter:description', content: 'D' },
      { name: 'twitter:image', content: 'https://jc.example/images/og-default.png' },
      { name: 'twitter:image:alt', content: 'Journey Canvas: travel stories, guides and tips' },
    ]);
  });

  it("shares a page's own picture with its size and alt text", () => {
    const own = pageMeta({
      title: 'T',
      path: '/articles/kyoto',
      siteUrl: 'https://jc.example',
      image: { url: 'https://cms.example/uploads/large_kyoto.jpg', width: 1000, height: 667, alt: 'Gion at dusk' },
      type: 'article',
    });
    const pick = (key: string) => own.filter((tag) => Object.values(tag).includes(key));
    expect(pick('og:image')).toEqual([{ property: 'og:image', content: 'https://cms.example/uploads/large_kyoto.jpg' }]);
    expect(pick('og:image:width')).toEqual([{ property: 'og:image:width', content: '1000' }]);
    expect(pick('og:image:height')).toEqual([{ property: 'og:image:height', content: '667' }]);
    expect(pick('og:image:alt')).toEqual([{ property: 'og:image:alt', content: 'Gion at dusk' }]);
    expect(pick('og:type')).toEqual([{ property: 'og:type', content: 'article' }]);
  });

  it("names each language's address, and x-default, on a site in several languages (decision 100)", () => {
    const language = { language: 'fr', languages: ['en', 'fr'] };
    const links = (seo: Parameters<typeof pageMeta>[0]) =>
      pageMeta(seo).filter((tag) => 'rel' in tag && (tag.rel === 'canonical' || tag.rel === 'alternate'));
    expect(links({ title: 'T', path: '/articles', siteUrl: 'https://jc.example', language })).toEqual([
      { tagName: 'link', rel: 'canonical', href: 'https://jc.example/fr/articles' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://jc.example/articles' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'fr', href: 'https://jc.example/fr/articles' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://jc.example/articles' },
    ]);
    // A story missing in a language is absent there; without the default's, there is no x-default.
    const alternates = { fr: '/articles/le-lac' };
    expect(links({ title: 'T', path: '/articles/le-lac', siteUrl: 'https://jc.example', language, alternates })).toEqual([
      { tagName: 'link', rel: 'canonical', href: 'https://jc.example/fr/articles/le-lac' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'fr', href: 'https://jc.example/fr/articles/le-lac' },
    ]);
    expect(links({ title: 'T', path: '/about', siteUrl: 'https://jc.example' })).toEqual([
      { tagName: 'link', rel: 'canonical', href: 'https://jc.example/about' },
    ]);
  });

  it('keeps a noindex page out of search and names no canonical address for it', () => {
    const meta = pageMeta({ title: 'Page Not Found', siteUrl: 'https://jc.example', noindex: true });
    const pick = (key: string) => meta.filter((tag) => Object.values(tag).includes(key));
    expect(pick('robots')).toEqual([{ name: 'robots', content: 'noindex, follow' }]);
    expect(pick('canonical')).toEqual([]);
    expect(pick('og:url')).toEqual([]);
  });

  it('describes an article as a BlogPosting', () => {
    expect(
      blogPostingJsonLd({
        headline: 'H',
        image: 'https://i',
        author: { name: 'A', url: 'https://jc.example/authors/a' },
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
      author: { '@type': 'Person', name: 'A', url: 'https://jc.example/authors/a' },
      publisher: { '@type': 'Organization', name: 'Journey Canvas' },
      datePublished: '2026-01-01',
      dateModified: '2026-01-02',
      url: 'https://u',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://u' },
    });
  });

  it('keeps a BlogPosting headline within 110 characters, cut at a word', () => {
    const posting = (headline: string) =>
      blogPostingJsonLd({
        headline,
        image: 'https://i',
        author: { name: 'A', url: 'https://a' },
        datePublished: '2026-01-01',
        dateModified: '2026-01-01',
        url: 'https://u',
        description: 'D',
      }).headline;
    const long = 'Slow travel through the Atlas Mountains: '.repeat(5).trim();
    expect(posting(long).length).toBeLessThanOrEqual(HEADLINE_MAX_LENGTH);
    expect(posting(long)).toMatch(/^Slow travel through the Atlas Mountains: .*\S…$/);
    expect(long.startsWith(posting(long).slice(0, -1))).toBe(true);
    expect(posting('x'.repeat(200))).toBe(`${'x'.repeat(109)}…`);
    expect(posting('A'.repeat(110))).toBe('A'.repeat(110));
  });
});
