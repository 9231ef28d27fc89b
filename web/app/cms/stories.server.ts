import type { StoryCardData } from '../components/StoryCard';
import { DEFAULT_AUTHOR, slugify } from '@journey-canvas/shared';
import type { Post, PostCard } from './client/schemas.server';
import { webEnvironment } from '../server/env.server';
import { responsiveImage } from './images';

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
