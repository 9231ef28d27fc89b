import type { Core } from '@strapi/strapi';
import { pathInLanguage, SLUG_MESSAGES, slugProblem } from '@journey-canvas/shared';
import { fieldError } from '../../../validation';
import { REDIRECT_UID } from '../../redirect/rules/redirect-rules';
import { BLOG_POST_UID, REVISION_UID } from '../../../content-types';
import { announceAddressChange } from '../../../site-events/announce';
import { defaultLanguage, inLanguage } from '../../../languages/site-languages';

/** A post's address is kept unless an update names another; one readers have seen leads on for good (decision 044). */

type Data = Record<string, unknown>;

const articlePathIn = async (strapi: Core.Strapi, locale: string | undefined) => {
  const fallback = await defaultLanguage(strapi);
  return (slug: string) => pathInLanguage(`/articles/${slug}`, locale ?? fallback, fallback);
};

/** A named slug must be one `slugify` could make, not held by another post in its language, nor kept in the Trash for its Restore. */
export async function updatedSlug(strapi: Core.Strapi, requested: unknown, existing: Data, locale?: string): Promise<string> {
  const stored = existing.slug as string;
  if (requested === undefined || requested === null || requested === '' || requested === stored) return stored;
  if (typeof requested !== 'string') throw fieldError('slug', SLUG_MESSAGES.notText);
  const problem = slugProblem(requested);
  if (problem) throw fieldError('slug', SLUG_MESSAGES[problem]);
  const owner = (await strapi.db.query(BLOG_POST_UID).findOne({
    where: {
      $or: [{ slug: requested }, { trashedSlug: requested }],
      documentId: { $ne: existing.documentId },
      ...inLanguage(locale),
    },
    select: ['slug'],
  })) as { slug: string | null } | null;
  if (owner)
    throw fieldError('slug', owner.slug === requested ? SLUG_MESSAGES.taken(requested) : SLUG_MESSAGES.takenInTrash(requested));
  return requested;
}

/** Live, or was: an unpublish is in its history. */
async function seenByReaders(strapi: Core.Strapi, documentId: string, locale?: string): Promise<boolean> {
  const [live, unpublished] = await Promise.all([
    strapi.db
      .query(BLOG_POST_UID)
      .findOne({ where: { documentId, ...inLanguage(locale), publishedAt: { $notNull: true } }, select: ['id'] }),
    strapi.db.query(REVISION_UID).findOne({ where: { post: documentId, action: 'unpublish' }, select: ['id'] }),
  ]);
  return Boolean(live || unpublished);
}

/** The live version moves with the draft; a redirect from the new address goes, as the post is there now. */
export async function moveAddress(strapi: Core.Strapi, documentId: string, from: string, to: string, locale?: string) {
  const articlePath = await articlePathIn(strapi, locale);
  await strapi.db
    .query(BLOG_POST_UID)
    .updateMany({ where: { documentId, slug: from, ...inLanguage(locale) }, data: { slug: to } });
  const redirects = strapi.documents(REDIRECT_UID);
  const [taken] = await redirects.findMany({ filters: { from: articlePath(to) }, fields: ['id'], limit: 1 });
  if (taken) await redirects.delete({ documentId: taken.documentId });
  if (await seenByReaders(strapi, documentId, locale)) {
    const [existing] = await redirects.findMany({ filters: { from: articlePath(from) }, fields: ['id'], limit: 1 });
    const redirect = { from: articlePath(from), to: articlePath(to), status: 301 };
    if (existing) await redirects.update({ documentId: existing.documentId, data: redirect });
    else await redirects.create({ data: redirect });
  }
  await announceAddressChange(strapi, { documentId, slug: from });
}
