import type { Core } from '@strapi/strapi';
import { SLUG_MESSAGES, slugProblem } from '@journey-canvas/shared';
import { fieldError } from '../../../validation';
import { REDIRECT_UID } from '../../redirect/rules/redirect-rules';
import { BLOG_POST_UID, REVISION_UID } from '../../../content-types';
import { announceAddressChange } from '../../../site-events/announce';

/**
 * A post's address, `/articles/:slug` (decision 044): made from the title on create, then kept,
 * unless an update names another one, which is checked here. When a post readers have seen moves,
 * its old address leads to the new one for good.
 */

type Data = Record<string, unknown>;

const articlePath = (slug: string) => `/articles/${slug}`;

/**
 * The slug an update stores: the stored one when the request names none (absent, null, empty) or
 * the same; else the one it names, once it is a slug `slugify` could make and no other post has it,
 * nor keeps it in the Trash (where Restore would want it back). Throws a 400 on the `slug` field.
 */
export async function updatedSlug(strapi: Core.Strapi, requested: unknown, existing: Data): Promise<string> {
  const stored = existing.slug as string;
  if (requested === undefined || requested === null || requested === '' || requested === stored) return stored;
  if (typeof requested !== 'string') throw fieldError('slug', SLUG_MESSAGES.notText);
  const problem = slugProblem(requested);
  if (problem) throw fieldError('slug', SLUG_MESSAGES[problem]);
  const owner = (await strapi.db.query(BLOG_POST_UID).findOne({
    where: { $or: [{ slug: requested }, { trashedSlug: requested }], documentId: { $ne: existing.documentId } },
    select: ['slug'],
  })) as { slug: string | null } | null;
  if (owner)
    throw fieldError('slug', owner.slug === requested ? SLUG_MESSAGES.taken(requested) : SLUG_MESSAGES.takenInTrash(requested));
  return requested;
}

/** Whether readers may have the post's address: it is live, or was (an unpublish is in its history). */
async function seenByReaders(strapi: Core.Strapi, documentId: string): Promise<boolean> {
  const [live, unpublished] = await Promise.all([
    strapi.db.query(BLOG_POST_UID).findOne({ where: { documentId, publishedAt: { $notNull: true } }, select: ['id'] }),
    strapi.db.query(REVISION_UID).findOne({ where: { post: documentId, action: 'unpublish' }, select: ['id'] }),
  ]);
  return Boolean(live || unpublished);
}

/**
 * After a write changed a post's slug, in its transaction: the address belongs to the post, not to
 * a version, so its live version moves with the draft. If readers may know the old address, a 301
 * leads from it to the new one, made through the redirect rules (which point the redirects that led
 * to the old address at the new one, so chains stay one step); a redirect from the new address goes
 * first, since the post is there now (moving back to an old address makes no loop). The site is told
 * to drop its pages at the old address once the change is committed.
 */
export async function moveAddress(strapi: Core.Strapi, documentId: string, from: string, to: string) {
  await strapi.db.query(BLOG_POST_UID).updateMany({ where: { documentId, slug: from }, data: { slug: to } });
  const redirects = strapi.documents(REDIRECT_UID);
  const [taken] = await redirects.findMany({ filters: { from: articlePath(to) }, fields: ['id'] as never, limit: 1 });
  if (taken) await redirects.delete({ documentId: taken.documentId });
  if (await seenByReaders(strapi, documentId)) {
    const [existing] = await redirects.findMany({ filters: { from: articlePath(from) }, fields: ['id'] as never, limit: 1 });
    const redirect = { from: articlePath(from), to: articlePath(to), status: 301 };
    if (existing) await redirects.update({ documentId: existing.documentId, data: redirect as never });
    else await redirects.create({ data: redirect as never });
  }
  await announceAddressChange(strapi, { documentId, slug: from });
}
