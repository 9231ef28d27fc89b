import type { Core } from '@strapi/strapi';
import { BLOG_POST_UID, NOT_TRASHED } from '../../../content-types';

/** Due posts published per tick; more wait for the next one. */
const BATCH = 50;

/**
 * Publishes every scheduled post whose time has come. Run by a Strapi cron task every few seconds;
 * the schedule lives in the database (`scheduledAt` on the draft), so a restart loses nothing and a
 * post that fell due while the CMS was down is published on the first tick.
 *
 * Each post is claimed before it is published: the claim clears its publish time, only where one
 * is still set and due, in the same transaction as the publish. With several CMS processes, the
 * others find nothing left to claim (PostgreSQL makes them wait for the row, then re-read it), so
 * each post is published once. Publishing fires Strapi's `entry.publish` webhook, which purges the site.
 */
export async function publishDuePosts(strapi: Core.Strapi, now = new Date()): Promise<string[]> {
  const due = await strapi.db.query(BLOG_POST_UID).findMany({
    // A scheduled post in the Trash waits there; restored, it is published on the next tick.
    where: { publishedAt: null, scheduledAt: { $notNull: true, $lte: now }, ...NOT_TRASHED },
    select: ['documentId'],
    orderBy: { scheduledAt: 'asc' },
    limit: BATCH,
  });
  const published: string[] = [];
  for (const { documentId } of due as { documentId: string }[]) {
    try {
      const claimed = await strapi.db.transaction(async () => {
        const { count } = await strapi.db.query(BLOG_POST_UID).updateMany({
          where: { documentId, publishedAt: null, scheduledAt: { $notNull: true, $lte: now }, ...NOT_TRASHED },
          data: { scheduledAt: null },
        });
        if (count === 0) return false;
        await strapi.documents(BLOG_POST_UID).publish({ documentId });
        return true;
      });
      if (claimed) published.push(documentId);
    } catch (error) {
      // Rolled back, schedule included: the next tick tries again.
      strapi.log.error(`Scheduled publishing of post ${documentId} failed: ${(error as Error).message}`);
    }
  }
  if (published.length > 0) strapi.log.info(`Published ${published.length} scheduled post(s): ${published.join(', ')}`);
  return published;
}
