import type { MetaDescriptor } from '@remix-run/node';
import { isRouteErrorResponse } from '@remix-run/react';
import { DEFAULT_LANGUAGE, pathInLanguage, SITE_SETTINGS_DEFAULTS } from '@journey-canvas/shared';
import { wordsOf, type Words } from '../words/words';

export const SITE_NAME = 'Journey Canvas';
export const DEFAULT_DESCRIPTION = SITE_SETTINGS_DEFAULTS.defaultMetaDescription;

/** The social card of a page without a picture of its own: a PNG, as social networks refuse SVG. */
export const DEFAULT_SHARE_IMAGE = {
  path: '/images/og-default.png',
  width: 1200,
  height: 630,
  alt: 'Journey Canvas: travel stories, guides and tips',
} as const;

export interface PageSeo {
  title: string;
  description?: string;
  /** Path of the canonical page, e.g. `/articles/kyoto`; none for a page kept out of search results. */
  path?: string;
  siteUrl: string;
  image?: { url: string; width: number; height: number; alt: string };
  type?: 'website' | 'article';
  noindex?: boolean;
  /** The page's language and the site's (decision 100); the default alone when not given. */
  language?: { language: string; languages: string[] };
  /** The page's path in each language it exists in, unprefixed; none: the same path in every language. */
  alternates?: Partial<Record<string, string>>;
  /** Settings (decision 048): the description and card of a page without its own. */
  site?: {
    siteName: string;
    tagline?: string;
    defaultMetaDescription: string;
    shareImage?: { url: string; width: number; height: number; alt: string };
  };
}

/** Each language's address of an indexable page, and `x-default` for the default language's (decision 100). */
function alternateLinks(seo: PageSeo, path: string): MetaDescriptor[] {
  const { languages } = seo.language ?? { languages: [DEFAULT_LANGUAGE] };
  if (languages.length < 2) return [];
  const links = languages.flatMap((code) => {
    const own = seo.alternates ? seo.alternates[code] : path;
    return own === undefined ? [] : [{ code, href: `${seo.siteUrl}${pathInLanguage(own, code, languages[0]!)}` }];
  });
  const fallback = links.find(({ code }) => code === languages[0]);
  return [
    ...links.map(({ code, href }) => ({ tagName: 'link', rel: 'alternate', hrefLang: code, href })),
    ...(fallback ? [{ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: fallback.href }] : []),
  ];
}

/** A noindex page names no canonical address: it has none to offer search engines. Each language's page is its own canonical. */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const { language, languages } = seo.language ?? { language: DEFAULT_LANGUAGE, languages: [DEFAULT_LANGUAGE] };
  const path = seo.noindex || seo.path === undefined ? undefined : pathInLanguage(seo.path, language, languages[0]!);
  const url = path === undefined ? undefined : `${seo.siteUrl}${path}`;
  const description = seo.description || seo.site?.defaultMetaDescription || DEFAULT_DESCRIPTION;
  const image = seo.image ?? seo.site?.shareImage ?? { ...DEFAULT_SHARE_IMAGE, url: `${seo.siteUrl}${DEFAULT_SHARE_IMAGE.path}` };
  return [
    { title: seo.title },
    { name: 'description', content: description },
    ...(url ? [{ tagName: 'link', rel: 'canonical', href: url }] : []),
    ...(url && seo.path !== undefined ? alternateLinks(seo, seo.path) : []),
    { name: 'robots', content: seo.noindex ? 'noindex, follow' : 'index, follow' },
    { property: 'og:site_name', content: seo.site?.siteName ?? SITE_NAME },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: description },
    ...(url ? [{ property: 'og:url', content: url }] : []),
    { property: 'og:image', content: image.url },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: seo.title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image.url },
    { name: 'twitter:image:alt', content: image.alt },
  ];
}

export function errorMeta(error: unknown): MetaDescriptor[] {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? 'Page Not Found' : status === 503 ? "We'll be right back" : 'Something went wrong';
  return [{ title: `${title} | ${SITE_NAME}` }, { name: 'robots', content: 'noindex, follow' }];
}

type MetaMatches = { id: string; data: unknown }[];

export function routeMeta(matches: MetaMatches, seo: Omit<PageSeo, 'siteUrl'>): MetaDescriptor[] {
  return pageMeta({ site: siteFrom(matches), language: languageFrom(matches), ...seo, siteUrl: siteUrlFrom(matches) });
}

/** The site's words in the page's language, for a route's title and description. */
export function metaWords(matches: MetaMatches): Words {
  return wordsOf(languageFrom(matches)?.language ?? DEFAULT_LANGUAGE);
}

export function languageFrom(matches: MetaMatches): PageSeo['language'] {
  return (matches.find((match) => match.id === 'root')?.data as { page?: PageSeo['language'] } | undefined)?.page;
}

export function siteFrom(matches: MetaMatches): PageSeo['site'] {
  return (matches.find((match) => match.id === 'root')?.data as { site?: PageSeo['site'] } | undefined)?.site;
}

export function siteUrlFrom(matches: MetaMatches): string {
  const root = matches.find((match) => match.id === 'root')?.data as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? '';
}

export interface ArticleSeo {
  headline: string;
  image: string;
  author: { name: string; url: string };
  datePublished: string;
  dateModified: string;
  url: string;
  description: string;
  /** A schema.org Place. */
  contentLocation?: Record<string, unknown>;
  keywords?: string[];
  /** The page's language, a BCP 47 code (decision 100). */
  inLanguage?: string;
}

/** Google's limit for an article's structured-data headline: a longer one is not shown as a rich result. */
export const HEADLINE_MAX_LENGTH = 110;

export function structuredHeadline(title: string): string {
  if (title.length <= HEADLINE_MAX_LENGTH) return title;
  const fits = title.slice(0, HEADLINE_MAX_LENGTH - 1);
  const lastSpace = fits.lastIndexOf(' ');
  return `${(lastSpace > HEADLINE_MAX_LENGTH / 2 ? fits.slice(0, lastSpace) : fits).trimEnd()}…`;
}

export function blogPostingJsonLd(article: ArticleSeo) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: structuredHeadline(article.headline),
    description: article.description,
    image: [article.image],
    author: { '@type': 'Person', name: article.author.name, url: article.author.url },
    publisher: { '@type': 'Organization', name: SITE_NAME },
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    url: article.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': article.url },
    ...(article.inLanguage ? { inLanguage: article.inLanguage } : {}),
    ...(article.contentLocation ? { contentLocation: article.contentLocation } : {}),
    ...(article.keywords?.length ? { keywords: article.keywords.join(', ') } : {}),
  };
}
