import type { Core } from '@strapi/strapi';
import { BLOG_POST_UID } from '../../../content-types';
import { TAG_UID } from '../../../content-types';
import { pathLanguage } from '../../../languages/site-languages';

/** Must follow web/app/routes. */
const SITE_PAGES = new Set([
  '/',
  '/about',
  '/articles',
  '/blog',
  '/contact',
  '/map',
  '/newsletter',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/privacy-policy',
  '/saved',
  '/search',
  '/terms-and-conditions',
  '/tips-and-guides',
  '/rss.xml',
  '/sitemap.xml',
  '/robots.txt',
  '/sw.js',
]);
const SITE_PREFIXES = ['/admin', '/api/', '/preview/', '/assets/', '/build/', '/sitemaps/', '/maps/'];

/** Live while a live post makes them, or, for a tag, while the tag exists. */
const STORY_PAGE = /^\/(articles|blog|authors|places|tags)\/([^/]+)$/;
const ARTICLE_PART = /^(\/articles\/[^/]+)\/(?:itinerary|route\.gpx|map\.svg)$/;

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** A redirect from a live page would hide it (decision 041); `/fr/…` is a French page (decision 100). */
export async function isLivePage(strapi: Core.Strapi, address: string): Promise<boolean> {
  if (SITE_PREFIXES.some((prefix) => address === prefix.replace(/\/$/, '') || address.startsWith(prefix))) return true;
  const { locale, path } = await pathLanguage(strapi, address);
  if (SITE_PAGES.has(path) || SITE_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix))) {
    return true;
  }
  const match = STORY_PAGE.exec(ARTICLE_PART.exec(path)?.[1] ?? path);
  const value = match && decoded(match[2]!);
  if (!match || !value) return false;
  if (match[1] === 'tags') return Boolean(await strapi.db.query(TAG_UID).findOne({ where: { slug: value }, select: ['id'] }));
  const field = { articles: 'slug', blog: 'slug', authors: 'authorSlug', places: 'placeCountry' }[match[1] as 'articles'];
  const where = field === 'placeCountry' ? { placeCountry: { $eqi: value } } : { [field]: value };
  const live = await strapi.db
    .query(BLOG_POST_UID)
    .findOne({ where: { ...where, locale, publishedAt: { $notNull: true }, trashedAt: null }, select: ['id'] });
  return Boolean(live);
}
