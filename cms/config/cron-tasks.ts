import type { Core } from '@strapi/strapi';
import { ACTIVITY_RETENTION_DAYS, ANALYTICS_RETENTION_DAYS } from '@journey-canvas/shared';
import { pruneActivity } from '../src/activity/activity-list';
import { pruneAnalytics } from '../src/analytics/record-counts';
import { purgeExpiredPreviews } from '../src/api/blog-post/previews/preview-links';
import { publishDuePosts } from '../src/api/blog-post/scheduling/due-posts';
import { runAsDoor } from '../src/change-context';
import { purgeExpiredTrash } from '../src/api/blog-post/trash/trash-moves';
import { deliverSoon } from '../src/api/newsletter/sending/deliver';
import { sendDueDigest } from '../src/api/newsletter/sending/digest';

/** Every tick is cheap when there is nothing to do: each a query on a small partial index. */
export const cronTasks = (tickSeconds: number) => ({
  publishScheduledPosts: {
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
  pruneAnalytics: {
    task: ({ strapi }: { strapi: Core.Strapi }) => pruneAnalytics(strapi, ANALYTICS_RETENTION_DAYS),
    options: { rule: '0 23 3 * * *' },
  },
});
