import type { Core } from '@strapi/strapi';
import { sitePathKey } from '@journey-canvas/shared';
import { REDIRECT_UID } from '../../../content-types';
import type { ImportReport } from '@journey-canvas/shared';

/** Where old blogs served their feed; readers' feed apps keep asking there. */
export const OLD_FEED_PATHS = ['/feed/', '/rss/', '/feed/rss/', '/feed/atom/', '/index.xml', '/feed.xml', '/atom.xml'];

/**
 * An old address as a path of this site: the host dropped, and `--base-url` (a blog that lived in
 * a folder, `https://old.example/blog`) stripped. An address on another host than the base is not ours.
 */
export function oldPathOf(address: string, baseUrl?: string): string | null {
  const base = baseUrl ? new URL(baseUrl) : null;
  let url: URL;
  try {
    url = new URL(address, base ?? 'http://old.invalid');
  } catch {
    return null;
  }
  if (base && url.host !== base.host) return null;
  const folder = base ? base.pathname.replace(/\/+$/, '') : '';
  let path = url.pathname;
  if (folder && path.startsWith(`${folder}/`)) path = path.slice(folder.length);
  if (url.search && /^\?p=\d+$/.test(url.search)) return null;
  return path === '/' || path === '' ? null : path;
}

/** A 301 from `from` to `to` through the redirect rules (no loop, no live page shadowed); a refusal is returned, not thrown. */
export async function redirect(
  strapi: Core.Strapi,
  report: ImportReport,
  from: string,
  to: string,
  dryRun: boolean,
): Promise<string | null> {
  if (sitePathKey(from) === sitePathKey(to)) return null;
  const existing = await strapi.db.query(REDIRECT_UID).findOne({ where: { from: sitePathKey(from) }, select: ['to'] });
  if (existing && existing.to === to) {
    report.counts.redirects.kept += 1;
    return null;
  }
  try {
    if (!dryRun) await strapi.documents(REDIRECT_UID).create({ data: { from, to, status: 301 } as never });
    report.counts.redirects.created += 1;
    return null;
  } catch (error) {
    report.counts.redirects.refused += 1;
    return `Old address ${from} not redirected: ${messageOf(error)}`;
  }
}

/** A Strapi validation error's first field message, else its own. */
export function messageOf(error: unknown): string {
  const details = (error as { details?: { errors?: { message?: string }[] } }).details;
  return details?.errors?.[0]?.message ?? (error as Error).message;
}
