import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { slugify, TRASH_MESSAGES, TRASH_RETENTION_DAYS, uniqueSlug } from '@journey-canvas/shared';
import { recordActivity } from '../../../activity/record-activity';
import { takeTurn } from '../../../document-rules';
import { BLOG_POST_UID } from '../../../content-types';
import { announceTrashMove } from '../../../site-events/announce';

/**
 * Moving posts into and out of the Trash (decision 040). A post in the Trash keeps both its rows
 * (the draft and, if it was live, the live version) untouched but for `trashedAt`, so Restore
 * brings it back exactly as it was: published with its publication date, with its draft changes,
 * or scheduled. Nothing readers see lists it meanwhile (every reader query leaves trashed rows out)
 * and its address is free: it keeps it aside, and takes it back on Restore if no other post has it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Posts deleted for good per run of the task; more wait for the next run. */
const PURGE_BATCH = 50;

const posts = (strapi: Core.Strapi) => strapi.db.query(BLOG_POST_UID);

/** The post's title, for the activity log's entry. */
async function titleOf(strapi: Core.Strapi, documentId: string): Promise<string | null> {
  const row = (await posts(strapi).findOne({ where: { documentId, publishedAt: null }, select: ['title'] })) as {
    title?: string;
  } | null;
  return row?.title ?? null;
}

/** Whether another post has the slug (posts in the Trash keep none). */
async function slugOwnedElsewhere(strapi: Core.Strapi, slug: string, documentId: string) {
  const owner = await posts(strapi).findOne({ where: { slug, documentId: { $ne: documentId } }, select: ['id'] });
  return Boolean(owner);
}

/**
 * Into the Trash, both rows at once; false when it was there already (or is gone). Its address is
 * given up (kept in `trashedSlug`, where the site's 410 finds it), so a new post may take it.
 */
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

/**
 * Out of the Trash, at its own address or at `newSlug`. While it was in the Trash its address was
 * free, so another post may have it now: then nothing changes and the answer is a 400 that names
 * the next free address (also as `details.suggestedSlug`), which the editor can restore it at.
 */
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

/** Whether the delete being run is the Trash's own (Delete forever, the 30-day purge). */
export const isDeleteForGood = () => deletingForGood.getStore() === true;

/** Gone for good: Strapi's delete of every version (its `entry.delete` webhook purges the site). */
export async function deleteForever(strapi: Core.Strapi, documentId: string) {
  await deletingForGood.run(true, () => strapi.documents(BLOG_POST_UID).delete({ documentId }));
}

/**
 * Deletes for good the posts that have been in the Trash for TRASH_RETENTION_DAYS. Run by a Strapi
 * cron task; the time is stored on the rows, so a restart loses nothing, and with several CMS
 * processes a post deleted twice is simply not found the second time.
 */
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
