import type { Core } from '@strapi/strapi';
import { BLOG_POST_UID } from '../../../content-types';

/** A fifth of the 50,000 addresses a sitemap file may hold. */
export const STORIES_PER_SITEMAP = 10_000;

const LIVE = { publishedAt: { $notNull: true }, trashedAt: null };

export interface StoryAddresses {
  stories: { slug: string; updatedAt: string }[];
  /** At least one, empty when there are no stories. */
  parts: number;
  total: number;
}

/** Oldest published first, so a new story changes only the last part (decision 076); one language's (decision 100). */
export async function storyAddresses(strapi: Core.Strapi, part: number, locale: string): Promise<StoryAddresses> {
  const posts = strapi.db.query(BLOG_POST_UID);
  const live = { ...LIVE, locale };
  const [stories, total] = await Promise.all([
    posts.findMany({
      where: live,
      select: ['slug', 'updatedAt'],
      orderBy: [{ publishedAt: 'asc' }, { id: 'asc' }],
      offset: (part - 1) * STORIES_PER_SITEMAP,
      limit: STORIES_PER_SITEMAP,
    }) as Promise<{ slug: string; updatedAt: string }[]>,
    posts.count({ where: live }),
  ]);
  return {
    stories: stories.map(({ slug, updatedAt }) => ({ slug, updatedAt })),
    parts: Math.max(1, Math.ceil(total / STORIES_PER_SITEMAP)),
    total,
  };
}
