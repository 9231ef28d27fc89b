import type { Core } from '@strapi/strapi';
import { purgeExpiredPreviews } from '../src/api/blog-post/previews/preview-links';
import { publishDuePosts } from '../src/api/blog-post/scheduling/due-posts';

/** Strapi cron tasks: scheduled posts go live every `tickSeconds`; expired preview snapshots go every 10 minutes. */
export const cronTasks = (tickSeconds: number) => ({
  publishScheduledPosts: {
    task: ({ strapi }: { strapi: Core.Strapi }) => publishDuePosts(strapi),
    options: { rule: `*/${tickSeconds} * * * * *` },
  },
  purgeExpiredPreviews: {
    task: ({ strapi }: { strapi: Core.Strapi }) => purgeExpiredPreviews(strapi),
    options: { rule: '0 */10 * * * *' },
  },
});
