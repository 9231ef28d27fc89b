import type { Core } from '@strapi/strapi';
import { ACTIVITY_RETENTION_DAYS } from '@journey-canvas/shared';
import { pruneActivity } from '../src/activity/activity-list';
import { purgeExpiredPreviews } from '../src/api/blog-post/previews/preview-links';
import { publishDuePosts } from '../src/api/blog-post/scheduling/due-posts';
import { runAsDoor } from '../src/change-context';
import { purgeExpiredTrash } from '../src/api/blog-post/trash/trash-moves';
import { deliverSoon } from '../src/api/newsletter/sending/deliver';
import { sendDueDigest } from '../src/api/newsletter/sending/digest';

/**
 * Strapi cron tasks: scheduled posts go live, and posts 30 days in the Trash are deleted for good,
 * every `tickSeconds` (each a query on a small partial index when there is nothing to do); expired
 * preview snapshots go every 10 minutes; activity entries older than a year go every night. The
 * newsletter's due messages go out every tick, and its weekly digest is made when its hour comes.
 */
export const cronTasks = (tickSeconds: number) => ({
  publishScheduledPosts: {
    // Run as the scheduler's door, so what it publishes is recorded as the scheduler's doing.
    task: ({ strapi }: { strapi: Core.Strapi }) => runAsDoor('scheduler', () => publishDuePosts(strapi)),
    options: { rule: `*/${tickSeconds} * * * * *` },
  },
  purgeExpiredPreviews: {
    task: ({ strapi }: { strapi: Core.Strapi }) => purgeExpiredPreviews(strapi),
    options: { rule: '0 */10 * * * *' },
  },
  purgeExpiredTrash: {
    task: ({ strapi }: { strapi: Core.Strapi }) => runAsDoor('scheduler', () => purgeExpiredTrash(strapi)),
    options: { rule: `*/${tickSeconds} * * * * *` },
  },
  deliverNewsletter: {
    task: ({ strapi }: { strapi: Core.Strapi }) => runAsDoor('scheduler', () => deliverSoon(strapi)),
    options: { rule: `*/${tickSeconds} * * * * *` },
  },
  sendWeeklyDigest: {
    task: ({ strapi }: { strapi: Core.Strapi }) =>
      runAsDoor('scheduler', () =>
        sendDueDigest(strapi).catch((error: Error) => strapi.log.error(`The weekly digest failed: ${error.message}`)),
      ),
    options: { rule: `*/${tickSeconds} * * * * *` },
  },
  pruneActivityLog: {
    task: ({ strapi }: { strapi: Core.Strapi }) => pruneActivity(strapi, ACTIVITY_RETENTION_DAYS),
    options: { rule: '0 17 3 * * *' },
  },
});
