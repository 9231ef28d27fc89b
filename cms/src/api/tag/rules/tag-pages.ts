import type { Core } from '@strapi/strapi';
import { REDIRECT_UID } from '../../redirect/rules/redirect-rules';

export const tagPath = (slug: string) => `/tags/${encodeURIComponent(slug)}`;

/** Through the redirect rules (decision 041); a redirect from `to` goes, since a tag lives there now. */
export async function redirectTagPage(strapi: Core.Strapi, from: string, to: string) {
  const redirects = strapi.documents(REDIRECT_UID);
  for (const path of [to, from]) {
    const [existing] = await redirects.findMany({ filters: { from: path }, fields: ['id'], limit: 1 });
    if (existing) await redirects.delete({ documentId: existing.documentId });
  }
  await redirects.create({ data: { from, to, status: 301 } });
}
