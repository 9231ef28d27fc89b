import { DEFAULT_AUTHOR, slugify } from '@journey-canvas/shared';
import type { Post, PostCard } from './client/schemas.server';
import { webEnvironment } from '../platform/env.server';
import { responsiveImage, type ResponsiveImage } from './images';

/** A story as its card shows it in every list. */
export interface StoryCardData {
  slug: string;
  title: string;
  author: string;
  authorPath: string;
  publishedAt: string;
  postType: string | null;
  image: ResponsiveImage;
}

/** The address of the page listing an author's stories. */
export function authorPath(post: Pick<Post, 'author' | 'authorSlug'>): string {
  return `/authors/${post.authorSlug || slugify(post.author || DEFAULT_AUTHOR)}`;
}

/**
 * The card of a post, with its featured image ready for `<img>`. The image's alt text is its own
 * description, or empty: the title right beside it already names the story.
 */
export function toStoryCard(post: PostCard): StoryCardData {
  return {
    slug: post.slug,
    title: post.title,
    author: post.author || DEFAULT_AUTHOR,
    authorPath: authorPath(post),
    publishedAt: post.publishedAt,
    postType: post.postType ?? null,
    image: responsiveImage(post.images?.[0], webEnvironment().cmsPublicUrl),
  };
}
