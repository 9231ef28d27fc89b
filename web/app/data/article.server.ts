import { contentPreview, DEFAULT_AUTHOR, markdownToPlainText, readingTimeMinutes, renderArticle } from '@journey-canvas/shared';
import { articleHtml } from './article-html.server';
import type { CmsImage, Post } from './client/schemas.server';
import { webEnvironment } from '../platform/env.server';
import { responsiveImage, shareImage, storyPictureSizes, type ResponsiveImage } from './images';
import { articleItinerary } from './itinerary';
import { withMediaOrigin } from './media-addresses';
import { placeOf } from './place';
import { authorPath } from './stories.server';

export type ArticleImage = ResponsiveImage & { caption: string | null };

/** The story's HTML with the sizes of the pictures in its text, which the CMS's reading answer names. */
export const articleHtmlWithPictures = (post: Post, pictures: CmsImage[]) =>
  articleHtml(post, (content) => renderArticle(content, { pictureSizes: storyPictureSizes(pictures) }));

/** Published or previewed alike: a preview passes its own `html`, as no stored version names it. */
export function toArticle(post: Post, { html, toc } = articleHtml(post)) {
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
    authorPath: authorPath(post),
    postType: post.postType ?? null,
    publishedAt: post.publishedAt,
    updatedAt: post.updatedAt,
    readingTime: readingTimeMinutes(markdownToPlainText(post.content)),
    html: withMediaOrigin(html, cmsPublicUrl),
    toc,
    place: placeOf(post),
    lastVerifiedAt: post.postType === 'guide' ? (post.lastVerifiedAt ?? null) : null,
    itinerary: articleItinerary(post.itinerary),
    routeFile: post.route?.url ?? null,
    tags: (post.tags ?? []).map((tag) => ({ name: tag.name, slug: tag.slug })),
    featured: image(featured),
    gallery: others.map(image),
    seo: {
      title: post.metaTitle || post.title,
      description: post.metaDescription || contentPreview(post.content),
      image: shareImage(featured, cmsPublicUrl, post.title),
    },
  };
}

export type Article = ReturnType<typeof toArticle>;
