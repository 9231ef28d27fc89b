/** Published posts as pages list them, and one post by its slug: read through the cache of CMS answers. */
import { POST_FETCH_RETRIES } from '@journey-canvas/shared';
import { cached } from './answer-cache.server';
import { request } from './request.server';
import { CARD_FIELDS, cardPageSchema, cardsSchema, postsSchema, type Post, type PostPage } from './schemas.server';

export const STORIES_PER_PAGE = 9;
/** The deepest page of `/articles`: deeper pages are not asked of the CMS, they would only fill the cache with empty lists. */
export const STORY_LIST_MAX_PAGE = 1000;
const FEED_LIMIT = 100;

interface PostsQuery {
  page: number;
  pageSize: number;
  postType?: string;
  slug?: string;
  authorSlug?: string;
  /** Stories at a place in this country (any case). */
  country?: string;
  /** Stories carrying this tag (its slug). */
  tag?: string;
  /** Card fields only: lists never show a story's body, which is most of its bytes. */
  cards?: boolean;
  /** Ask for the total and the page count (a second query in the CMS); only numbered lists show them. */
  counted?: boolean;
}

function postsQuery(params: PostsQuery) {
  const search = new URLSearchParams({
    sort: 'publishedAt:desc',
    'pagination[page]': String(params.page),
    'pagination[pageSize]': String(params.pageSize),
    'populate[images]': 'true',
  });
  // A whole post carries its GPX route's file; cards never show it.
  if (!params.cards) search.set('populate[route]', 'true');
  if (params.postType) search.set('filters[postType][$eq]', params.postType);
  if (params.slug) search.set('filters[slug][$eq]', params.slug);
  if (params.authorSlug) search.set('filters[authorSlug][$eq]', params.authorSlug);
  if (params.country) search.set('filters[placeCountry][$eqi]', params.country);
  if (params.tag) search.set('filters[tags][slug][$eq]', params.tag);
  // A whole post shows its tags; cards do not.
  if (!params.cards) ['name', 'slug'].forEach((field, i) => search.set(`populate[tags][fields][${i}]`, field));
  if (params.cards) CARD_FIELDS.forEach((field, i) => search.set(`fields[${i}]`, field));
  if (!params.counted) search.set('pagination[withCount]', 'false');
  return `/api/blog-posts?${search}`;
}

/** Story cards from the CMS, parsed. */
export const fetchCards = async (query: Omit<PostsQuery, 'cards' | 'counted'>) =>
  cardsSchema.parse(await request(postsQuery({ ...query, cards: true })));

/** Published posts, newest first, one page at a time, optionally of one type, one author, one country or one tag. */
export function listPosts({
  page = 1,
  postType,
  authorSlug,
  country,
  tag,
}: {
  page?: number;
  postType?: string;
  authorSlug?: string;
  country?: string;
  tag?: string;
}): Promise<PostPage> {
  const key = authorSlug
    ? `list:author:${authorSlug}:${page}`
    : country
      ? `list:country:${country.toLowerCase()}:${page}`
      : tag
        ? `list:tag:${tag}:${page}`
        : `list:${postType ?? 'all'}:${page}`;
  return cached(key, async () => {
    const query = { page, pageSize: STORIES_PER_PAGE, postType, authorSlug, country, tag, cards: true, counted: true };
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

/** The newest published posts, of one type or one tag when given: the sitemap, the RSS feed and each category's and tag's feed. */
export function listFeedPosts(postType?: string, tag?: string): Promise<Post[]> {
  return cached(
    tag ? `list:feed:tag:${tag}` : `list:feed:${postType ?? 'all'}`,
    async () => postsSchema.parse(await request(postsQuery({ page: 1, pageSize: FEED_LIMIT, postType, tag }))).data,
  );
}
