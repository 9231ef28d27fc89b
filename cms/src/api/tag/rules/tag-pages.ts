import type { Core } from '@strapi/strapi';
import { REDIRECT_UID } from '../../redirect/rules/redirect-rules';

/** A tag's page on the site. */
export const tagPath = (slug: string) => `/tags/${encodeURIComponent(slug)}`;

/**
 * A 301 from a tag page that went (a rename's old address, a merged tag's) to the one that stayed,
 * through the redirect rules (decision 041); a redirect from `to` itself goes, since a tag lives
 * there now, and one already at `from` is replaced.
 */
export async function redirectTagPage(strapi: Core.Strapi, from: string, to: string) {
  const redirects = strapi.documents(REDIRECT_UID);
  for (const path of [to, from]) {
    const [existing] = await redirects.findMany({ filters: { from: path } as never, fields: ['id'] as never, limit: 1 });
    if (existing) await redirects.delete({ documentId: existing.documentId });
  }
  await redirects.create({ data: { from, to, status: 301 } as never });
}
