/**
 * Reads and writes the CMS's REST API. Responses are parsed with zod at this boundary, so a change
 * on the CMS side fails loudly here instead of rendering half a page. Reads go through the cache.
 */
import { z } from 'zod';
import {
  describeImages,
  GENERAL_FETCH_RETRIES,
  POST_CACHE_MS,
  POST_FETCH_RETRIES,
  type ContactMessage,
} from '@journey-canvas/shared';
import { CmsUnavailableError, ContentCache } from './answer-cache.server';
import { webEnvironment } from '../../server/env.server';

export const STORIES_PER_PAGE = 9;
const FEED_LIMIT = 100;

const formatSchema = z.object({ url: z.string(), width: z.number(), height: z.number() });
const imageSchema = z.object({
  id: z.number().optional(),
  url: z.string(),
  alternativeText: z.string().nullish(),
  caption: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  formats: z.record(z.string(), formatSchema).nullish(),
});
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
});
/** What a story card, a neighbour link and a list need: no body, no SEO text (decision 026). */
const cardSchema = postSchema.omit({ content: true, metaTitle: true, metaDescription: true });
/** The fields a card query asks the CMS for (Strapi always adds `id` and `documentId`). */
const CARD_FIELDS = Object.keys(cardSchema.shape).filter((name) => name !== 'documentId' && name !== 'images');
/** A page of a list, with the counts its pagination shows. */
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    meta: z.object({ pagination: z.object({ page: z.number(), pageCount: z.number(), total: z.number() }) }),
  });
/** Items without counts: the CMS skips its count query when none is shown (`withCount=false`). */
const itemsOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

export type CmsImage = z.infer<typeof imageSchema>;
/** A post or card with its images described in its own words, the media files' only where it has none. */
const described = <T extends { images?: CmsImage[] | null; imageText?: unknown }>({ imageText, ...post }: T) => ({
  ...post,
  images: post.images && describeImages(post.images, imageText),
});
const describedPostSchema = postSchema.transform(described);
const describedCardSchema = cardSchema.transform(described);
const postsSchema = itemsOf(describedPostSchema);
const cardPageSchema = pageOf(describedCardSchema);
const cardsSchema = itemsOf(describedCardSchema);
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

/** The CMS refused a request (4xx): a rejected write, or a bug on this side. Never retried. */
export class CmsError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly path: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'CmsError';
  }
}

export const cache = new ContentCache();

const REQUEST_TIMEOUT_MS = 5000;

/**
 * One call to the CMS. No answer, a timeout or a 5xx mean the CMS is unavailable (retried by the
 * cache, a 503 for readers); a 4xx is a `CmsError`.
 */
export async function request(path: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${webEnvironment().cmsUrl}${path}`, {
      ...init,
      headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new CmsUnavailableError(path, error);
  }
  if (response.status >= 500) {
    throw new CmsUnavailableError(path, new Error(`CMS answered ${response.status} ${response.statusText}`.trim()));
  }
  if (response.status === 204) return undefined;
  const body: unknown = await response.json().catch((error: unknown) => {
    // An error answer without a JSON body: its status says enough.
    if (!response.ok) return undefined;
    // A success cut off while it was read (reset, or past the timeout) is no answer; one that is not JSON breaks the contract.
    throw error instanceof SyntaxError ? error : new CmsUnavailableError(path, error);
  });
  if (!response.ok) {
    const error = (body as { error?: { message?: string; details?: unknown } } | undefined)?.error;
    throw new CmsError(response.status, error?.message ?? `CMS answered ${response.status}`, path, error?.details);
  }
  return body;
}

interface PostsQuery {
  page: number;
  pageSize: number;
  postType?: string;
  slug?: string;
  authorSlug?: string;
  /** Leave this post out (related stories). */
  notSlug?: string;
  /** Published before or after this moment (the neighbours of a story). */
  before?: string;
  after?: string;
  /** Any of these words in the title. */
  titleWords?: string[];
  /** Stories at a place in this country (any case). */
  country?: string;
  /** Card fields only: lists never show a story's body, which is most of its bytes. */
  cards?: boolean;
  /** Ask for the total and the page count (a second query in the CMS); only numbered lists show them. */
  counted?: boolean;
}

function postsQuery(params: PostsQuery) {
  const search = new URLSearchParams({
    sort: params.after ? 'publishedAt:asc' : 'publishedAt:desc',
    'pagination[page]': String(params.page),
    'pagination[pageSize]': String(params.pageSize),
    'populate[images]': 'true',
  });
  if (params.postType) search.set('filters[postType][$eq]', params.postType);
  if (params.slug) search.set('filters[slug][$eq]', params.slug);
  if (params.authorSlug) search.set('filters[authorSlug][$eq]', params.authorSlug);
  if (params.notSlug) search.set('filters[slug][$ne]', params.notSlug);
  if (params.before) search.set('filters[publishedAt][$lt]', params.before);
  if (params.after) search.set('filters[publishedAt][$gt]', params.after);
  if (params.country) search.set('filters[placeCountry][$eqi]', params.country);
  params.titleWords?.forEach((word, i) => search.set(`filters[$or][${i}][title][$containsi]`, word));
  if (params.cards) CARD_FIELDS.forEach((field, i) => search.set(`fields[${i}]`, field));
  if (!params.counted) search.set('pagination[withCount]', 'false');
  return `/api/blog-posts?${search}`;
}

const cached = <T>(key: string, load: () => Promise<T>, retries = GENERAL_FETCH_RETRIES) =>
  cache.get(key, load, { ttlMs: POST_CACHE_MS, retries });

/** Story cards from the CMS, parsed. */
const fetchCards = async (query: Omit<PostsQuery, 'cards' | 'counted'>) =>
  cardsSchema.parse(await request(postsQuery({ ...query, cards: true })));

/** Published posts, newest first, one page at a time, optionally of one type, one author or one country. */
export function listPosts({
  page = 1,
  postType,
  authorSlug,
  country,
}: {
  page?: number;
  postType?: string;
  authorSlug?: string;
  country?: string;
}): Promise<PostPage> {
  const key = authorSlug
    ? `list:author:${authorSlug}:${page}`
    : country
      ? `list:country:${country.toLowerCase()}:${page}`
      : `list:${postType ?? 'all'}:${page}`;
  return cached(key, async () => {
    const query = { page, pageSize: STORIES_PER_PAGE, postType, authorSlug, country, cards: true, counted: true };
    const body = cardPageSchema.parse(await request(postsQuery(query)));
    return { posts: body.data, ...body.meta.pagination };
  });
}

/** One published post by slug, or null; retried twice (docs/product/spec/product-spec.md, section 7). */
export function findPost(slug: string): Promise<Post | null> {
  return cached(
    `post:${slug}`,
    async () => postsSchema.parse(await request(postsQuery({ page: 1, pageSize: 1, slug }))).data[0] ?? null,
    POST_FETCH_RETRIES,
  );
}

const RELATED_COUNT = 3;
/** Words too common to say two titles are about the same thing. */
const COMMON_WORDS = new Set([
  'about',
  'after',
  'from',
  'guide',
  'into',
  'more',
  'that',
  'their',
  'this',
  'trip',
  'what',
  'when',
  'where',
  'with',
  'your',
]);

/** The words of a title that say what it is about: four letters or more, common words left out, four at most. */
export function titleKeywords(title: string): string[] {
  const words = title.toLowerCase().match(/\p{L}{4,}/gu) ?? [];
  return [...new Set(words)].filter((word) => !COMMON_WORDS.has(word)).slice(0, 4);
}

/**
 * Three stories to read next: the newest of the same category first, then stories whose titles
 * share a word with this one, then the newest of all. Kept under a `list:` key, so any change purges it.
 */
export function relatedPosts(post: Pick<Post, 'slug' | 'title' | 'postType'>): Promise<PostCard[]> {
  return cached(`list:related:${post.slug}`, async () => {
    const chosen: PostCard[] = [];
    const add = (posts: PostCard[]) => {
      for (const candidate of posts) {
        if (chosen.length < RELATED_COUNT && !chosen.some((other) => other.slug === candidate.slug)) chosen.push(candidate);
      }
    };
    const query = { page: 1, pageSize: RELATED_COUNT + 2, notSlug: post.slug };
    if (post.postType) add((await fetchCards({ ...query, postType: post.postType })).data);
    const words = titleKeywords(post.title);
    if (chosen.length < RELATED_COUNT && words.length > 0) add((await fetchCards({ ...query, titleWords: words })).data);
    if (chosen.length < RELATED_COUNT) add((await fetchCards(query)).data);
    return chosen;
  });
}

/** The stories published just before and just after this one, for "previous" and "next" links. */
export function neighbourPosts(
  post: Pick<Post, 'slug' | 'publishedAt'>,
): Promise<{ older: PostCard | null; newer: PostCard | null }> {
  return cached(`list:neighbours:${post.slug}`, async () => {
    const [older, newer] = await Promise.all([
      fetchCards({ page: 1, pageSize: 1, before: post.publishedAt }),
      fetchCards({ page: 1, pageSize: 1, after: post.publishedAt }),
    ]);
    return { older: older.data[0] ?? null, newer: newer.data[0] ?? null };
  });
}

/** The newest published posts, of one type when given: the sitemap, the RSS feed and each category's feed. */
export function listFeedPosts(postType?: string): Promise<Post[]> {
  return cached(
    `list:feed:${postType ?? 'all'}`,
    async () => postsSchema.parse(await request(postsQuery({ page: 1, pageSize: FEED_LIMIT, postType }))).data,
  );
}

/**
 * The unpublished story behind a preview token, straight from the CMS (which checks the token
 * again): never cached, never retried. `expired` when the CMS says the link is past its hour.
 */
export async function findPreview(token: string): Promise<Post | 'expired' | null> {
  try {
    const body = await request(`/api/previews/${encodeURIComponent(token)}`);
    return z.object({ data: describedPostSchema }).parse(body).data;
  } catch (error) {
    if (error instanceof CmsError && error.status === 410) return 'expired';
    if (error instanceof CmsError && error.status === 404) return null;
    throw error;
  }
}

/** Drops what a change to the post with this slug can affect: the post and every list (all, without a slug). */
export function purgePost(slug: string | undefined): number {
  return cache.purge((key) => slug === undefined || key.startsWith('list:') || key === `post:${slug}`);
}

export async function sendContactMessage(message: ContactMessage): Promise<void> {
  await request('/api/contact-messages', { method: 'POST', body: JSON.stringify({ data: message }) });
}

export async function subscribeToNewsletter(email: string): Promise<void> {
  await request('/api/newsletter-subscriptions', { method: 'POST', body: JSON.stringify({ data: { email } }) });
}
