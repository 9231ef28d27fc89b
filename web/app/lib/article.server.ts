import { contentPreview, DEFAULT_AUTHOR, readingTimeMinutes, renderMarkdown } from '@journey-canvas/shared';
import type { Post } from './cms.server';
import { webEnvironment } from './env.server';
import { responsiveImage, shareImageUrl, type ResponsiveImage } from './images';

export type ArticleImage = ResponsiveImage & { caption: string | null };

/**
 * What the article page shows of a post, published or previewed alike: the Markdown rendered and
 * sanitized once, each image with its own alt text (the title only when it has none) and caption.
 */
export function toArticle(post: Post) {
  const { cmsPublicUrl } = webEnvironment();
  const [featured, ...others] = post.images ?? [];
  const image = (file: typeof featured): ArticleImage => ({
    ...responsiveImage(file, cmsPublicUrl, post.title),
    caption: file?.caption?.trim() || null,
  });
  return {
    slug: post.slug,
    title: post.title,
    author: post.author || DEFAULT_AUTHOR,
    postType: post.postType ?? null,
    publishedAt: post.publishedAt,
    updatedAt: post.updatedAt,
    readingTime: readingTimeMinutes(post.content),
    html: renderMarkdown(post.content),
    featured: image(featured),
    gallery: others.map(image),
    seo: {
      title: post.metaTitle || post.title,
      description: post.metaDescription || contentPreview(post.content),
      image: shareImageUrl(featured, cmsPublicUrl),
      imageAlt: featured?.alternativeText?.trim() || post.title,
    },
  };
}

export type Article = ReturnType<typeof toArticle>;
