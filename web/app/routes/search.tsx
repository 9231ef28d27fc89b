import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useSearchParams } from '@remix-run/react';
import { SEARCH_MAX_RESULTS, SEARCH_PAGE_SIZE, normalizeSearchText, searchTerms } from '@journey-canvas/shared';
import { usePageLanguage, useWords } from '../components/page-language';
import { SearchForm } from '../components/SearchForm';
import { SearchResults } from '../components/SearchResults';
import { Pagination } from '../components/StoryList';
import { pageHeaders } from '../platform/http.server';
import { notFound } from '../server/not-found.server';
import { highlight, searchExcerpt } from '../data/search-excerpt';
import { indexableSearchPath } from '../data/search-indexing';
import { searchPosts } from '../data/client/search.server';
import { metaWords, routeMeta } from '../data/seo';
import { toStoryCard } from '../data/stories.server';
import { countSearch } from '../analytics/view-counter.server';

const MAX_PAGE = Math.ceil(SEARCH_MAX_RESULTS / SEARCH_PAGE_SIZE);

/** Only a search of a few plain words that found stories is indexed, under its lower-case address (decision 074). */
export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const { meta: words } = metaWords(matches);
  return routeMeta(matches, {
    title: data?.query ? words.searchResults(data.query, words.pageSuffix(data.page)) : words.search,
    description: words.searchDescription,
    path: data?.canonicalPath,
    noindex: data?.canonicalPath === undefined,
  });
};

export const headers = pageHeaders;

/** No text is the search prompt; a page past the last is a 404; text with no words in it finds nothing. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = normalizeSearchText(url.searchParams.get('q') ?? '');
  const pageParam = url.searchParams.get('page');
  const page = pageParam === null ? 1 : Number(pageParam);
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) throw notFound(request);
  const terms = searchTerms(query);
  if (terms.length === 0) return { query, page: 1, pageCount: 0, total: 0, results: [], canonicalPath: undefined };
  const found = await searchPosts(query, page);
  if (page > Math.max(1, found.pageCount)) throw notFound(request);
  if (page === 1) countSearch(request, query, found.total);
  return {
    query,
    page,
    pageCount: found.pageCount,
    total: found.total,
    canonicalPath: indexableSearchPath(query, { page, total: found.total }),
    results: found.posts.map((post) => {
      const { slug, author, authorPath, publishedAt, postType } = toStoryCard(post);
      return {
        slug,
        author,
        authorPath,
        publishedAt,
        postType,
        title: highlight(post.title, terms),
        excerpt: searchExcerpt(post.content, terms),
      };
    }),
  };
}

function Summary({ query, total }: { query: string; total: number }) {
  const { searchPage } = useWords();
  const { language } = usePageLanguage();
  return (
    <p className="search-summary">
      {total >= SEARCH_MAX_RESULTS
        ? searchPage.tooMany(SEARCH_MAX_RESULTS.toLocaleString(language), query)
        : searchPage.matches(total, query)}
    </p>
  );
}

export default function Search() {
  const { query, page, pageCount, total, results } = useLoaderData<typeof loader>();
  const [search] = useSearchParams();
  const words = useWords();
  const { searchPage } = words;
  return (
    <div className="page">
      <header className="page-header">
        <p className="eyebrow">{searchPage.eyebrow}</p>
        <h1>{query ? searchPage.resultsHeading : searchPage.storiesHeading}</h1>
        <SearchForm
          key={query}
          id="page-search"
          name={words.searchStories}
          defaultValue={query}
          visibleLabel
          className="page-search"
        />
      </header>
      {!query ? (
        <div className="empty-state">
          <h2>{searchPage.askHeading}</h2>
          <p>{searchPage.askText}</p>
        </div>
      ) : results.length === 0 ? (
        <div className="empty-state">
          <h2>{searchPage.noneHeading}</h2>
          <p>
            {searchPage.noneBefore(query)}
            <a href={words.path('/articles')}>{searchPage.allStories}</a>.
          </p>
        </div>
      ) : (
        <>
          <Summary query={query} total={total} />
          <SearchResults results={results} />
          <Pagination
            page={page}
            pageCount={pageCount}
            search={search}
            labels={{ previous: searchPage.previousResults, next: searchPage.moreResults }}
          />
        </>
      )}
    </div>
  );
}
