import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useSearchParams } from '@remix-run/react';
import { Pagination, StoryList } from '../components/StoryList';
import { addressFate, redirectFor } from '../data/client/addresses.server';
import { listPosts } from '../data/client/posts.server';
import { findTag } from '../data/client/tags.server';
import { tagFeedLink, tagFeedPath, tagPath } from '../data/feeds';
import { metaWords, routeMeta } from '../data/seo';
import { toStoryCard } from '../data/stories.server';
import { pageHeaders } from '../platform/http.server';
import { notFound } from '../server/not-found.server';
import { useWords } from '../components/page-language';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  data
    ? [
        ...routeMeta(matches, {
          title: metaWords(matches).meta.tag(data.tag.name, metaWords(matches).meta.pageSuffix(data.page)),
          description: metaWords(matches).meta.tagDescription(data.tag.name, data.total),
          path: `${tagPath(data.tag.slug)}${data.page > 1 ? `?page=${data.page}` : ''}`,
        }),
        tagFeedLink(data.tag),
      ]
    : [];

export const headers = pageHeaders;

/** A tag renamed or merged away leads on to the one that stayed (decision 041). */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const pageParam = new URL(request.url).searchParams.get('page');
  const page = pageParam === null ? 1 : Number(pageParam);
  if (!Number.isInteger(page) || page < 1 || slug.length > 60) throw notFound(request);
  const tag = await findTag(slug);
  if (!tag) {
    const fate = await addressFate(tagPath(slug));
    if (fate && fate.status !== 410) throw redirectFor(fate);
    throw notFound(request);
  }
  const result = await listPosts({ page, tag: tag.slug });
  if (result.posts.length === 0) throw notFound(request);
  return {
    tag,
    stories: result.posts.map(toStoryCard),
    page: result.page,
    pageCount: result.pageCount,
    total: result.total,
  };
}

export default function TagStories() {
  const { tag, stories, page, pageCount, total } = useLoaderData<typeof loader>();
  const [search] = useSearchParams();
  const words = useWords();
  return (
    <div className="page">
      <header className="page-header">
        <p className="eyebrow">{words.tagPage.eyebrow}</p>
        <h1 dir="auto">{words.tagPage.heading(tag.name)}</h1>
        <p className="lead">
          {words.tagPage.count(total)} · <a href={words.path(tagFeedPath(tag.slug))}>{words.tagPage.feed}</a>
        </p>
      </header>
      <StoryList stories={stories} headingLevel={2} empty={null} />
      <Pagination page={page} pageCount={pageCount} search={search} />
    </div>
  );
}
