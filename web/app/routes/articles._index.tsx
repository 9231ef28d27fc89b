import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useSearchParams } from '@remix-run/react';
import { CATEGORIES, isPostType, postTypeLabel } from '@journey-canvas/shared';
import { Pagination, StoryList } from '../components/StoryList';
import { listPosts } from '../lib/cms.server';
import { pageHeaders, unavailableWhenCmsDown } from '../lib/http.server';
import { routeMeta } from '../lib/seo';
import { toStoryCard } from '../lib/stories.server';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const category = data?.category ? ` — ${postTypeLabel(data.category)}` : '';
  const page = data && data.page > 1 ? ` (page ${data.page})` : '';
  return routeMeta(matches, {
    title: `Travel Stories & Adventures${category}${page} | Journey Canvas`,
    description: 'Every Journey Canvas travel story, newest first: adventures, food, culture, guides and tips from the road.',
    path: `/articles${data?.category ? `?category=${data.category}` : ''}${data && data.page > 1 ? `${data.category ? '&' : '?'}page=${data.page}` : ''}`,
  });
};

export const headers = pageHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const requested = url.searchParams.get('category');
  const category = requested && isPostType(requested) ? requested : undefined;
  const page = Math.max(1, Math.min(1000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  if (requested && !category) return { stories: [], category: requested, page: 1, pageCount: 0, total: 0 };
  const result = await listPosts({ page, postType: category }).catch(unavailableWhenCmsDown);
  return { stories: result.posts.map(toStoryCard), category, page: result.page, pageCount: result.pageCount, total: result.total };
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
            <Link to="/articles" aria-current={!category ? 'page' : undefined}>
              All
            </Link>
          </li>
          {CATEGORIES.map((option) => (
            <li key={option.value}>
              <Link to={`/articles?category=${option.value}`} aria-current={category === option.value ? 'page' : undefined}>
                {option.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <StoryList
        stories={stories}
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
