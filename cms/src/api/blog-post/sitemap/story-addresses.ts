import type { Core } from '@strapi/strapi';
import { BLOG_POST_UID } from '../../../content-types';

/** Stories per part of the site's sitemap: a fifth of the 50,000 addresses a sitemap file may hold. */
export const STORIES_PER_SITEMAP = 10_000;

/** Live stories: published, outside the Trash (decision 040). */
const LIVE = { publishedAt: { $notNull: true }, trashedAt: null };

export interface StoryAddresses {
  stories: { slug: string; updatedAt: string }[];
  /** How many parts the live stories fill (at least one, empty when there are none). */
  parts: number;
  total: number;
}

/**
 * One part of the sitemap's story addresses (decision 076): the live stories' slugs and when each
 * last changed, oldest published first, so a new story changes only the last part.
 */
export async function storyAddresses(strapi: Core.Strapi, part: number): Promise<StoryAddresses> {
  const posts = strapi.db.query(BLOG_POST_UID);
  const [stories, total] = await Promise.all([
    posts.findMany({
      where: LIVE,
      select: ['slug', 'updatedAt'],
      orderBy: [{ publishedAt: 'asc' }, { id: 'asc' }],
      offset: (part - 1) * STORIES_PER_SITEMAP,
      limit: STORIES_PER_SITEMAP,
    }) as Promise<{ slug: string; updatedAt: string }[]>,
    posts.count({ where: LIVE }),
  ]);
  return {
    stories: stories.map(({ slug, updatedAt }) => ({ slug, updatedAt })),
    parts: Math.max(1, Math.ceil(total / STORIES_PER_SITEMAP)),
    total,
  };
}
