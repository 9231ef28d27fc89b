import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { slugify, TRASH_MESSAGES, TRASH_RETENTION_DAYS, uniqueSlug } from '@journey-canvas/shared';
import { recordActivity } from '../../../activity/record-activity';
import { takeTurn } from '../../../document-rules';
import { defaultLanguage } from '../../../languages/site-languages';
import { BLOG_POST_UID } from '../../../content-types';
import { announceTrashMove } from '../../../site-events/announce';

/** Both rows stay untouched but for `trashedAt`, so Restore brings a post back exactly as it was (decision 040). */

const DAY_MS = 24 * 60 * 60 * 1000;
const PURGE_BATCH = 50;

const posts = (strapi: Core.Strapi) => strapi.db.query(BLOG_POST_UID);

async function titleOf(strapi: Core.Strapi, documentId: string): Promise<string | null> {
  const locale = await defaultLanguage(strapi);
  const row = (await posts(strapi).findOne({ where: { documentId, locale, publishedAt: null }, select: ['title'] })) as {
    title?: string;
  } | null;
  return row?.title ?? null;
}

/** Posts in the Trash keep no slug; an address is taken within its language. */
async function slugOwnedElsewhere(strapi: Core.Strapi, slug: string, documentId: string, locale: string) {
  const owner = await posts(strapi).findOne({ where: { slug, locale, documentId: { $ne: documentId } }, select: ['id'] });
  return Boolean(owner);
}

/** Each language's address of a story, as its draft holds it. */
async function addressesOf(strapi: Core.Strapi, documentId: string, trashed: boolean) {
  return (await posts(strapi).findMany({
    where: { documentId, publishedAt: null, trashedAt: trashed ? { $notNull: true } : null },
    select: ['locale', 'slug', 'trashedSlug'],
  })) as { locale: string; slug: string | null; trashedSlug: string | null }[];
}

/**
 * The address moves to `trashedSlug`, where the site's 410 finds it, so a new post may take it.
 * Every language goes to the Trash with the story (decision 100).
 */
export async function moveToTrash(strapi: Core.Strapi, documentId: string, slug: string): Promise<boolean> {
  let count = 0;
  const trashedAt = new Date();
  for (const version of await addressesOf(strapi, documentId, false)) {
    const moved = await posts(strapi).updateMany({
      where: { documentId, locale: version.locale, trashedAt: null },
      data: { trashedAt, trashedSlug: version.slug, slug: null },
    });
    count += moved.count;
  }
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
    const fallback = await defaultLanguage(strapi);
    let count = 0;
    // The new address, when one is given, is the default language's; each translation takes its own back.
    for (const version of await addressesOf(strapi, documentId, true)) {
      const wanted = version.locale === fallback ? slug : (version.trashedSlug ?? slug);
      if (await slugOwnedElsewhere(strapi, wanted, documentId, version.locale)) {
        const free = await uniqueSlug(wanted, (candidate) => slugOwnedElsewhere(strapi, candidate, documentId, version.locale));
        const message = TRASH_MESSAGES.slugTaken(wanted, free);
        throw new errors.ValidationError(message, {
          errors: [{ path: ['slug'], message, name: 'ValidationError' }],
          suggestedSlug: free,
        });
      }
      const back = await posts(strapi).updateMany({
        where: { documentId, locale: version.locale, trashedAt: { $notNull: true } },
        data: { trashedAt: null, trashedSlug: null, slug: wanted },
      });
      count += back.count;
    }
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
  await deletingForGood.run(true, () => strapi.documents(BLOG_POST_UID).delete({ documentId, locale: '*' }));
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
