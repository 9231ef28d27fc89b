import type { Core } from '@strapi/strapi';
import { BLOG_POST_UID, NOT_TRASHED } from '../../../content-types';

const BATCH = 50;

/** Each post is claimed in the publish's transaction, so with several CMS processes it is published once. */
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
