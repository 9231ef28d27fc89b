import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useSearchParams } from '@remix-run/react';
import { CATEGORIES, isPostType } from '@journey-canvas/shared';
import { Pagination, StoryList } from '../components/StoryList';
import { STORY_LIST_MAX_PAGE, listPosts } from '../data/client/posts.server';
import { pageHeaders } from '../platform/http.server';
import { categoryFeedLink } from '../data/feeds';
import { notFound } from '../server/not-found.server';
import { metaWords, routeMeta } from '../data/seo';
import { postTypeWord } from '../words/words';
import { toStoryCard } from '../data/stories.server';

/** The same however the query was written. */
function listPath(category: string | undefined, page = 1): string {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/articles?${search}` : '/articles';
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const words = metaWords(matches);
  const category = data?.category ? postTypeWord(words, data.category) : '';
  const tags = routeMeta(matches, {
    title: words.meta.articles(category, words.meta.pageSuffix(data?.page ?? 1)),
    description: words.meta.articlesDescription,
    path: listPath(data?.category, data?.page),
  });
  return data?.category ? [...tags, categoryFeedLink(data.category)] : tags;
};

export const headers = pageHeaders;

/** An unknown category or a page past the last is a 404; a known category without stories is the empty state. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const category = url.searchParams.get('category') || undefined;
  const pageParam = url.searchParams.get('page');
  const page = pageParam === null ? 1 : Number(pageParam);
  if ((category !== undefined && !isPostType(category)) || !Number.isInteger(page) || page < 1 || page > STORY_LIST_MAX_PAGE) {
    throw notFound(request);
  }
  const result = await listPosts({ page, postType: category });
  if (page > Math.max(1, result.pageCount)) throw notFound(request);
  return {
    stories: result.posts.map(toStoryCard),
    category,
    page: result.page,
    // The list goes no deeper than STORY_LIST_MAX_PAGE: its last page links to no page past it.
    pageCount: Math.min(result.pageCount, STORY_LIST_MAX_PAGE),
    total: result.total,
  };
}

export default function Articles() {
  const { stories, category, page, pageCount } = useLoaderData<typeof loader>();
  const [search] = useSearchParams();
  return (
    <div className="page">
      <header className="page-header">
        <p className="eyebrow">Stories</p>
        <h1>Travel Stories &amp; Adventures</h1>
        <p className="lead">Real trips, honest advice and the moments that made them worth it.</p>
      </header>
      <nav className="filters" aria-label="Filter stories by category">
        <ul>
          <li>
            <a href={listPath(undefined)} aria-current={!category ? 'page' : undefined}>
              All
            </a>
          </li>
          {CATEGORIES.map((option) => (
            <li key={option.value}>
              <a href={listPath(option.value)} aria-current={category === option.value ? 'page' : undefined}>
                {option.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <StoryList
        stories={stories}
        headingLevel={2}
        empty={
          <>
            <h2>No Stories Yet</h2>
            <p>Check back soon for inspiring travel content!</p>
          </>
        }
      />
      <Pagination page={page} pageCount={pageCount} search={search} />
    </div>
  );
}
