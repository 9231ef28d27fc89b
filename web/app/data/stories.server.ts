import { DEFAULT_AUTHOR, slugify } from '@journey-canvas/shared';
import type { Post, PostCard } from './client/schemas.server';
import { webEnvironment } from '../platform/env.server';
import { responsiveImage, type ResponsiveImage } from './images';

export interface StoryCardData {
  slug: string;
  title: string;
  author: string;
  authorPath: string;
  publishedAt: string;
  postType: string | null;
  image: ResponsiveImage;
}

export function authorPath(post: Pick<Post, 'author' | 'authorSlug'>): string {
  return `/authors/${post.authorSlug || slugify(post.author || DEFAULT_AUTHOR)}`;
}

/** The image's alt text is its own description, or empty: the title beside it already names the story. */
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
