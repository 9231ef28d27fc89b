import { POST_FETCH_RETRIES } from '@journey-canvas/shared';
import { cached } from './answer-cache.server';
import { request } from './request.server';
import { CARD_FIELDS, cardPageSchema, cardsSchema, postsSchema, type Post, type PostPage } from './schemas.server';
import { cmsLanguage } from '../page-language.server';

export const STORIES_PER_PAGE = 9;
/** Deeper pages are not asked of the CMS: they would only fill the cache with empty lists. */
export const STORY_LIST_MAX_PAGE = 1000;
const FEED_LIMIT = 100;

interface PostsQuery {
  page: number;
  pageSize: number;
  postType?: string;
  slug?: string;
  authorSlug?: string;
  /** Any case. */
  country?: string;
  tag?: string;
  /** Card fields only: lists never show a story's body, which is most of its bytes. */
  cards?: boolean;
  /** A second query in the CMS; only numbered lists show the counts. */
  counted?: boolean;
}

function postsQuery(params: PostsQuery) {
  const search = new URLSearchParams({
    sort: 'publishedAt:desc',
    'pagination[page]': String(params.page),
    'pagination[pageSize]': String(params.pageSize),
    'populate[images]': 'true',
  });
  if (!params.cards) search.set('populate[route]', 'true');
  if (params.postType) search.set('filters[postType][$eq]', params.postType);
  if (params.slug) search.set('filters[slug][$eq]', params.slug);
  if (params.authorSlug) search.set('filters[authorSlug][$eq]', params.authorSlug);
  if (params.country) search.set('filters[placeCountry][$eqi]', params.country);
  if (params.tag) search.set('filters[tags][slug][$eq]', params.tag);
  if (!params.cards) ['name', 'slug'].forEach((field, i) => search.set(`populate[tags][fields][${i}]`, field));
  if (params.cards) CARD_FIELDS.forEach((field, i) => search.set(`fields[${i}]`, field));
  if (!params.counted) search.set('pagination[withCount]', 'false');
  const { locale } = cmsLanguage();
  if (locale) search.set('locale', locale);
  return `/api/blog-posts?${search}`;
}

export const fetchCards = async (query: Omit<PostsQuery, 'cards' | 'counted'>) =>
  cardsSchema.parse(await request(postsQuery({ ...query, cards: true })));

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
  return cached(cmsLanguage().key(key), async () => {
    const query = { page, pageSize: STORIES_PER_PAGE, postType, authorSlug, country, tag, cards: true, counted: true };
    const body = cardPageSchema.parse(await request(postsQuery(query)));
    return { posts: body.data, ...body.meta.pagination };
  });
}

/** Retried twice (docs/product/spec/product-spec.md, section 7). */
export function findPost(slug: string): Promise<Post | null> {
  return cached(
    cmsLanguage().key(`post:${slug}`),
    async () => postsSchema.parse(await request(postsQuery({ page: 1, pageSize: 1, slug }))).data[0] ?? null,
    POST_FETCH_RETRIES,
  );
}

export function listFeedPosts(postType?: string, tag?: string): Promise<Post[]> {
  return cached(
    cmsLanguage().key(tag ? `list:feed:tag:${tag}` : `list:feed:${postType ?? 'all'}`),
    async () => postsSchema.parse(await request(postsQuery({ page: 1, pageSize: FEED_LIMIT, postType, tag }))).data,
  );
}
