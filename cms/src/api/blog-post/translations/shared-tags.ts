import type { Core } from '@strapi/strapi';
import { BLOG_POST_UID } from '../../../content-types';

/**
 * Tags are the story's in every language, but Strapi keeps a relation per language: the version
 * just written hands its tags to the other languages' drafts, as Strapi does for shared fields.
 */
export async function shareTagsWithTranslations(strapi: Core.Strapi, documentId: string, locale: string) {
  const posts = strapi.db.query(BLOG_POST_UID);
  const written = (await posts.findOne({
    where: { documentId, locale, publishedAt: null },
    select: ['id'],
    populate: { tags: { select: ['id'] } },
  })) as { tags?: { id: number }[] } | null;
  if (!written) return;
  const others = (await posts.findMany({
    where: { documentId, locale: { $ne: locale }, publishedAt: null },
    select: ['id'],
  })) as { id: number }[];
  const tags = (written.tags ?? []).map(({ id }) => id);
  for (const { id } of others) await posts.update({ where: { id }, data: { tags } });
}
