import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useSearchParams } from '@remix-run/react';
import { useWords } from '../components/page-language';
import { Pagination, StoryList } from '../components/StoryList';
import { followRedirectFrom } from '../data/client/addresses.server';
import { listPosts } from '../data/client/posts.server';
import { pageHeaders } from '../platform/http.server';
import { notFound } from '../server/not-found.server';
import { metaWords, routeMeta } from '../data/seo';
import { toStoryCard } from '../data/stories.server';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  data
    ? routeMeta(matches, {
        title: metaWords(matches).meta.author(data.author, metaWords(matches).meta.pageSuffix(data.page)),
        description: metaWords(matches).meta.authorDescription(data.author, data.total),
        path: `/authors/${data.slug}${data.page > 1 ? `?page=${data.page}` : ''}`,
      })
    : [];

export const headers = pageHeaders;

export async function loader({ params, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const pageParam = new URL(request.url).searchParams.get('page');
  const page = pageParam === null ? 1 : Number(pageParam);
  if (!Number.isInteger(page) || page < 1) throw notFound(request);
  const result = /^[a-z0-9-]+$/.test(slug) ? await listPosts({ page, authorSlug: slug }) : undefined;
  const first = result?.posts[0];
  if (!result || !first) {
    // An author's old address leads on, when Settings has a redirect from it (decision 041).
    await followRedirectFrom(new URL(request.url).pathname);
    throw notFound(request);
  }
  return {
    slug,
    author: toStoryCard(first).author,
    stories: result.posts.map(toStoryCard),
    page: result.page,
    pageCount: result.pageCount,
    total: result.total,
  };
}

export default function AuthorStories() {
  const { author, stories, page, pageCount } = useLoaderData<typeof loader>();
  const [search] = useSearchParams();
  const { authorPage } = useWords();
  return (
    <div className="page">
      <header className="page-header">
        <p className="eyebrow">{authorPage.eyebrow}</p>
        <h1 dir="auto">{authorPage.heading(author)}</h1>
      </header>
      <StoryList stories={stories} headingLevel={2} empty={null} />
      <Pagination page={page} pageCount={pageCount} search={search} />
    </div>
  );
}
