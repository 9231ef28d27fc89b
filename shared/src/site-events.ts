import { z } from 'zod';

/** The CMS-to-site purge webhook's contract, read by both sides (decision 081). */
export const CONTENT_GENERATION_HEADER = 'X-Content-Generation';

export const SITE_EVENTS = {
  /** Another database, or a restore. */
  generation: 'content.generation',
  /** No Document Service write announces these. */
  trash: 'entry.trash',
  restore: 'entry.restore',
  /** `entry.slug` is the old address, which now redirects (decision 044). */
  move: 'entry.move',
  commentChange: 'comment.change',
  /** Every story page shows its tags. */
  tagChange: 'tag.change',
} as const;

export const SITE_MODELS = {
  post: 'api::blog-post.blog-post',
  tag: 'api::tag.tag',
  comment: 'api::comment.comment',
  siteSetting: 'api::site-setting.site-setting',
} as const;

export const siteEventMessage = z.object({
  event: z.string().optional(),
  createdAt: z.string().optional(),
  model: z.string().optional(),
  uid: z.string().optional(),
  entry: z.looseObject({ slug: z.string().nullish(), slugs: z.array(z.string()).optional() }).nullish(),
});

export type SiteEventMessage = z.infer<typeof siteEventMessage>;
