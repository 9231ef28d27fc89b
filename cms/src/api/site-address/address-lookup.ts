import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { normalSitePath, SITE_PATH_MAX_LENGTH, sitePathSpellings, type RedirectStatus } from '@journey-canvas/shared';
import { pathLanguage } from '../../languages/site-languages';
import { BLOG_POST_UID } from '../../content-types';
import { REDIRECT_UID } from '../redirect/rules/redirect-rules';

export type AddressFate = { status: RedirectStatus; location: string } | { status: 410 };

/** `/blog/:slug` moved to `/articles/:slug`. */
const ARTICLE_PATH = /^\/(?:articles|blog)\/([^/?#]+)\/?$/;

export function parseSitePath(raw: unknown): string {
  if (typeof raw !== 'string' || raw === '') throw new errors.ValidationError('Query parameter "path" is required, once');
  if (raw.length > SITE_PATH_MAX_LENGTH) {
    throw new errors.ValidationError(`Query parameter "path" must be at most ${SITE_PATH_MAX_LENGTH} characters`);
  }
  // eslint-disable-next-line no-control-regex
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\u0000-\u001f\u007f]/.test(raw)) {
    throw new errors.ValidationError('Query parameter "path" must be a path on the site, such as /articles/kyoto');
  }
  return raw;
}

function articleSlug(path: string): string | undefined {
  const match = ARTICLE_PATH.exec(path);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}

/** Asked only where the site found no page, so no redirect hides a live page (decision 041); a trashed story's address is 410 (decision 040). */
export async function addressFate(strapi: Core.Strapi, path: string): Promise<AddressFate | null> {
  const from = normalSitePath(path);
  const redirectFrom = (source: string) =>
    strapi.db.query(REDIRECT_UID).findOne({ where: { from: { $in: sitePathSpellings(source) } }, select: ['to', 'status'] });
  // `/blog/:slug` moved to `/articles/:slug`: a redirect from the latter serves both, in one hop (decision 044).
  const redirect =
    (await redirectFrom(from)) ?? (from.startsWith('/blog/') ? await redirectFrom(`/articles/${from.slice(6)}`) : null);
  if (redirect) return { status: redirect.status === 302 ? 302 : 301, location: redirect.to as string };
  const { locale, path: inLanguage } = await pathLanguage(strapi, path);
  const slug = articleSlug(inLanguage);
  if (slug === undefined) return null;
  const trashed = await strapi.db
    .query(BLOG_POST_UID)
    .findOne({ where: { trashedSlug: slug, locale, trashedAt: { $notNull: true } }, select: ['id'] });
  return trashed ? { status: 410 } : null;
}
