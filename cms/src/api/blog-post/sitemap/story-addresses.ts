import type { Core } from '@strapi/strapi';
import { BLOG_POST_UID } from '../../../content-types';

/** A fifth of the 50,000 addresses a sitemap file may hold. */
export const STORIES_PER_SITEMAP = 10_000;

const LIVE = { publishedAt: { $notNull: true }, trashedAt: null };

export interface StoryAddresses {
  /** With the story's other live languages, where it has any, for the sitemap's alternates (decision 100). */
  stories: { slug: string; updatedAt: string; translations?: { locale: string; slug: string }[] }[];
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
      select: ['documentId', 'slug', 'updatedAt'],
      orderBy: [{ publishedAt: 'asc' }, { id: 'asc' }],
      offset: (part - 1) * STORIES_PER_SITEMAP,
      limit: STORIES_PER_SITEMAP,
    }) as Promise<{ documentId: string; slug: string; updatedAt: string }[]>,
    posts.count({ where: live }),
  ]);
  const translations = new Map<string, { locale: string; slug: string }[]>();
  // In slices, as a part's 10,000 ids would pass the databases' limit of bound values in one query.
  for (let start = 0; start < stories.length; start += 500) {
    const others = (await posts.findMany({
      where: {
        ...LIVE,
        locale: { $ne: locale },
        documentId: { $in: stories.slice(start, start + 500).map((story) => story.documentId) },
      },
      select: ['documentId', 'locale', 'slug'],
    })) as { documentId: string; locale: string; slug: string }[];
    for (const other of others) {
      translations.set(other.documentId, [
        ...(translations.get(other.documentId) ?? []),
        { locale: other.locale, slug: other.slug },
      ]);
    }
  }
  return {
    stories: stories.map(({ documentId, slug, updatedAt }) => {
      const others = translations.get(documentId);
      return others ? { slug, updatedAt, translations: others } : { slug, updatedAt };
    }),
    parts: Math.max(1, Math.ceil(total / STORIES_PER_SITEMAP)),
    total,
  };
}
