/** The CMS's answers, parsed at this boundary so a change there fails loudly here instead of rendering half a page. */
import { z } from 'zod';
import { describeImages } from '@journey-canvas/shared';

const formatSchema = z.object({ url: z.string(), width: z.number(), height: z.number() });
export const imageSchema = z.object({
  id: z.number().optional(),
  url: z.string(),
  alternativeText: z.string().nullish(),
  caption: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  formats: z.record(z.string(), formatSchema).nullish(),
});
export const tagSchema = z.object({ name: z.string(), slug: z.string() });
export type Tag = z.infer<typeof tagSchema>;

const postSchema = z.object({
  documentId: z.string(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  author: z.string().nullish(),
  authorSlug: z.string().nullish(),
  postType: z.string().nullish(),
  metaTitle: z.string().nullish(),
  metaDescription: z.string().nullish(),
  publishedAt: z.string(),
  updatedAt: z.string(),
  images: z.array(imageSchema).nullish(),
  // The post's own alt texts and captions (decision 028), versioned with it; they win over the files'.
  imageText: z.unknown().optional(),
  placeName: z.string().nullish(),
  placeCountry: z.string().nullish(),
  placeLatitude: z.number().nullish(),
  placeLongitude: z.number().nullish(),
  lastVerifiedAt: z.string().nullish(),
  itinerary: z.unknown().optional(),
  route: z.object({ url: z.string(), mime: z.string().nullish() }).nullish(),
  // Populated on whole posts only.
  tags: z.array(tagSchema).nullish(),
});
/** No body, SEO text, itinerary, route or tags (decision 026). */
const cardSchema = postSchema.omit({
  content: true,
  metaTitle: true,
  metaDescription: true,
  itinerary: true,
  route: true,
  tags: true,
});
/** Strapi always adds `id` and `documentId`. */
export const CARD_FIELDS = Object.keys(cardSchema.shape).filter((name) => name !== 'documentId' && name !== 'images');
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    meta: z.object({ pagination: z.object({ page: z.number(), pageCount: z.number(), total: z.number() }) }),
  });
/** Items without counts: the CMS skips its count query when none is shown (`withCount=false`). */
const itemsOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

export type CmsImage = z.infer<typeof imageSchema>;
/** The post's own image text wins; the media files' only where it has none. */
const described = <T extends { images?: CmsImage[] | null; imageText?: unknown }>({ imageText, ...post }: T) => ({
  ...post,
  images: post.images && describeImages(post.images, imageText),
});
export const describedPostSchema = postSchema.transform(described);
export const describedCardSchema = cardSchema.transform(described);
export const postsSchema = itemsOf(describedPostSchema);
export const cardPageSchema = pageOf(describedCardSchema);
export const cardsSchema = itemsOf(describedCardSchema);
/** A page of whole posts with its counts: readers' search shows an excerpt of each story. */
export const postPageSchema = pageOf(describedPostSchema);

export type Post = z.output<typeof describedPostSchema>;
export type PostCard = z.output<typeof describedCardSchema>;
export interface PostPage<P extends PostCard = PostCard> {
  posts: P[];
  page: number;
  pageCount: number;
  total: number;
}
