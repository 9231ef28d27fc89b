import type { Core } from '@strapi/strapi';
import { DEFAULT_AUTHOR, slugify } from '@journey-canvas/shared';
import { BLOG_POST_UID } from '../content-types';

/** For posts saved before authors had pages; new ones get theirs from the post rules. */
export async function fillAuthorSlugs(strapi: Core.Strapi) {
  const posts = strapi.db.query(BLOG_POST_UID);
  const missing = (await posts.findMany({ where: { authorSlug: null }, select: ['author'] })) as { author: string | null }[];
  for (const author of new Set(missing.map((post) => post.author))) {
    await posts.updateMany({
      where: { authorSlug: null, author },
      data: { authorSlug: slugify(author || DEFAULT_AUTHOR) },
    });
  }
}
