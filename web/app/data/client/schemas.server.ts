/** The CMS's answers, parsed at this boundary so a change there fails loudly here instead of rendering half a page. */
import { z } from 'zod';
import {
  columnsReadBy,
  describeImages,
  POST_FIELD_SPECS,
  type ColumnKind,
  type ColumnsReadBy,
  type PostFieldReader,
} from '@journey-canvas/shared';

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

/** What the CMS answers for a column, by its kind in the post's fields (decision 093). */
const COLUMN_ANSWERS = {
  text: z.string().nullish(),
  day: z.string().nullish(),
  number: z.number().nullish(),
  json: z.unknown().optional(),
  boolean: z.boolean().nullish(),
} as const;
type ColumnAnswers<R extends PostFieldReader> = {
  [K in ColumnsReadBy<R>]: (typeof COLUMN_ANSWERS)[ColumnKind<K> & keyof typeof COLUMN_ANSWERS];
};
const columnAnswers = <R extends PostFieldReader>(reader: R) =>
  Object.fromEntries(
    columnsReadBy(reader).map((name) => [name, COLUMN_ANSWERS[POST_FIELD_SPECS[name].kind as keyof typeof COLUMN_ANSWERS]]),
  ) as ColumnAnswers<R>;

/** A story card: no body, SEO text, itinerary, route or tags (decision 026). */
const cardSchema = z.object({
  ...columnAnswers('card'),
  documentId: z.string(),
  title: z.string(),
  slug: z.string(),
  authorSlug: z.string().nullish(),
  publishedAt: z.string(),
  updatedAt: z.string(),
  images: z.array(imageSchema).nullish(),
  // The post's own alt texts and captions (decision 028), versioned with it; they win over the files'.
  imageText: z.unknown().optional(),
});
const postSchema = cardSchema.extend({
  ...columnAnswers('article'),
  title: z.string(),
  content: z.string(),
  route: z.object({ url: z.string(), mime: z.string().nullish() }).nullish(),
  tags: z.array(tagSchema).nullish(),
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
