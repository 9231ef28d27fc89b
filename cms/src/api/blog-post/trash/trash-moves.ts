import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { slugify, TRASH_MESSAGES, TRASH_RETENTION_DAYS, uniqueSlug } from '@journey-canvas/shared';
import { recordActivity } from '../../../activity/record-activity';
import { takeTurn } from '../../../document-rules';
import { BLOG_POST_UID } from '../../../content-types';
import { announceTrashMove } from '../../../site-events/announce';

/** Both rows stay untouched but for `trashedAt`, so Restore brings a post back exactly as it was (decision 040). */

const DAY_MS = 24 * 60 * 60 * 1000;
const PURGE_BATCH = 50;

const posts = (strapi: Core.Strapi) => strapi.db.query(BLOG_POST_UID);

async function titleOf(strapi: Core.Strapi, documentId: string): Promise<string | null> {
  const row = (await posts(strapi).findOne({ where: { documentId, publishedAt: null }, select: ['title'] })) as {
    title?: string;
  } | null;
  return row?.title ?? null;
}

/** Posts in the Trash keep no slug. */
async function slugOwnedElsewhere(strapi: Core.Strapi, slug: string, documentId: string) {
  const owner = await posts(strapi).findOne({ where: { slug, documentId: { $ne: documentId } }, select: ['id'] });
  return Boolean(owner);
}

/** The address moves to `trashedSlug`, where the site's 410 finds it, so a new post may take it. */
export async function moveToTrash(strapi: Core.Strapi, documentId: string, slug: string): Promise<boolean> {
  const { count } = await posts(strapi).updateMany({
    where: { documentId, trashedAt: null },
    data: { trashedAt: new Date(), trashedSlug: slug, slug: null },
  });
  if (count === 0) return false;
  await recordActivity(strapi, { action: 'trash', post: documentId, postTitle: await titleOf(strapi, documentId) });
  await announceTrashMove(strapi, 'trash', { documentId, slug });
  return true;
}

/** Another post may have taken the address meanwhile: then the 400 names the next free one (`details.suggestedSlug`). */
export async function restoreFromTrash(
  strapi: Core.Strapi,
  post: { documentId: string; slug: string },
  newSlug: unknown,
): Promise<boolean> {
  if (newSlug !== undefined && (typeof newSlug !== 'string' || newSlug === '' || slugify(newSlug) !== newSlug)) {
    throw new errors.ValidationError(TRASH_MESSAGES.slugInvalid, {
      errors: [{ path: ['slug'], message: TRASH_MESSAGES.slugInvalid, name: 'ValidationError' }],
    });
  }
  const slug = newSlug ?? post.slug;
  const { documentId } = post;
  const restored = await strapi.db.transaction(async ({ trx }) => {
    // Slugs are chosen one writer at a time, as the post rules choose them.
    await takeTurn(strapi, trx, BLOG_POST_UID);
    if (await slugOwnedElsewhere(strapi, slug, documentId)) {
      const free = await uniqueSlug(slug, (candidate) => slugOwnedElsewhere(strapi, candidate, documentId));
      const message = TRASH_MESSAGES.slugTaken(slug, free);
      throw new errors.ValidationError(message, {
        errors: [{ path: ['slug'], message, name: 'ValidationError' }],
        suggestedSlug: free,
      });
    }
    const { count } = await posts(strapi).updateMany({
      where: { documentId, trashedAt: { $notNull: true } },
      data: { trashedAt: null, trashedSlug: null, slug },
    });
    if (count > 0)
      await recordActivity(strapi, { action: 'restore', post: documentId, postTitle: await titleOf(strapi, documentId) });
    return count > 0;
  });
  if (restored) await announceTrashMove(strapi, 'restore', { documentId, slug });
  return restored;
}

/** Set while the Trash itself deletes a post for good, the one delete trash-doors.ts lets through. */
const deletingForGood = new AsyncLocalStorage<true>();

export const isDeleteForGood = () => deletingForGood.getStore() === true;

export async function deleteForever(strapi: Core.Strapi, documentId: string) {
  await deletingForGood.run(true, () => strapi.documents(BLOG_POST_UID).delete({ documentId }));
}

/** Run by a cron task; the time is on the rows, so a restart loses nothing, and a post deleted twice is just not found. */
export async function purgeExpiredTrash(strapi: Core.Strapi, now = new Date()): Promise<string[]> {
  const before = new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY_MS);
  const expired = (await posts(strapi).findMany({
    where: { publishedAt: null, trashedAt: { $notNull: true, $lte: before } },
    select: ['documentId'],
    limit: PURGE_BATCH,
  })) as { documentId: string }[];
  const deleted: string[] = [];
  for (const { documentId } of expired) {
    try {
      await deleteForever(strapi, documentId);
      deleted.push(documentId);
    } catch (error) {
      strapi.log.error(`Deleting post ${documentId} from the Trash failed: ${(error as Error).message}`);
    }
  }
  if (deleted.length > 0) strapi.log.info(`Deleted ${deleted.length} post(s) kept ${TRASH_RETENTION_DAYS} days in the Trash`);
  return deleted;
}
