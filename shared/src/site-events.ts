import { z } from 'zod';

/**
 * What the CMS tells the site's purge webhook (decision 081): Strapi's own `entry.*` events and
 * ours, each carrying the content generation in a header. Both sides read this one contract.
 */
export const CONTENT_GENERATION_HEADER = 'X-Content-Generation';

/** Our events beside Strapi's `entry.create|update|delete|publish|unpublish`. */
export const SITE_EVENTS = {
  /** The CMS started on a content generation (another database, or a restore). */
  generation: 'content.generation',
  /** A post went into the Trash or came back: no Document Service write announces it. */
  trash: 'entry.trash',
  restore: 'entry.restore',
  /** A post left an address: `entry.slug` is the old one, whose pages now redirect (decision 044). */
  move: 'entry.move',
  /** A question shown or hidden on the story `entry.slug`. */
  commentChange: 'comment.change',
  /** Tags renamed or merged (`entry.slugs`): every story page shows its tags. */
  tagChange: 'tag.change',
} as const;

/** The models whose changes the site acts on. */
export const SITE_MODELS = {
  post: 'api::blog-post.blog-post',
  tag: 'api::tag.tag',
  comment: 'api::comment.comment',
  siteSetting: 'api::site-setting.site-setting',
} as const;

/** One message to the site, as Strapi's webhook runner sends it: `entry` is the changed record. */
export const siteEventMessage = z.object({
  event: z.string().optional(),
  createdAt: z.string().optional(),
  model: z.string().optional(),
  uid: z.string().optional(),
  entry: z.looseObject({ slug: z.string().nullish(), slugs: z.array(z.string()).optional() }).nullish(),
});

export type SiteEventMessage = z.infer<typeof siteEventMessage>;
