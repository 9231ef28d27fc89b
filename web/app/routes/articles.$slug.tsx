import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { isRouteErrorResponse, useActionData, useLoaderData, useRouteError } from '@remix-run/react';
import { ArticleView } from '../components/ArticleView';
import { ALTERNATES_FROM_DATA } from '../components/LanguageSwitcher';
import { articleMeta } from '../data/article-meta';
import { articleHtmlWithPictures, toArticle } from '../data/article.server';
import { findPost } from '../data/client/posts.server';
import { addressFate, redirectFor } from '../data/client/addresses.server';
import { NO_STORE, pageHeaders } from '../platform/http.server';
import { askQuestion } from '../data/questions.server';
import { errorMeta, metaWords, routeMeta } from '../data/seo';
import { readArticle } from '../data/client/article-reading.server';
import type { PostCard } from '../data/client/schemas.server';
import { toStoryCard } from '../data/stories.server';
import { articleTravel } from '../data/travel.server';
import { localPath, pageLanguage } from '../data/page-language.server';
import { countReaderAction } from '../analytics/view-counter.server';

export { travelLinks as links } from '../styles/travel-links';

/** A story exists in the languages it is written in, which its data names (decision 100). */
export const handle = ALTERNATES_FROM_DATA;

const neighbour = (post: PostCard | null) => post && { slug: post.slug, title: post.title };

export async function loader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const reading = await readArticle(slug);
  if (!reading) {
    // An old address leads on (decision 041); a story in the Trash is gone, and says so (decision 040).
    const fate = await addressFate(localPath(`/articles/${encodeURIComponent(slug)}`));
    if (fate && fate.status !== 410) throw redirectFor(fate);
    if (fate?.status === 410) throw new Response('Blog post removed.', { status: 410, statusText: 'Gone' });
    throw new Response('Blog post not found.', { status: 404, statusText: 'Not Found' });
  }
  const { post, related, older, newer, questions, pictures, translations } = reading;
  const article = toArticle(post, articleHtmlWithPictures(post, pictures));
  // Only the languages it is written in: a story missing in one is absent there (decision 100).
  const alternates = Object.fromEntries([
    [pageLanguage().language, `/articles/${post.slug}`],
    ...translations.map((translation) => [translation.locale, `/articles/${translation.slug}`]),
  ]) as Record<string, string>;
  return {
    ...article,
    alternates,
    travel: await articleTravel(article),
    further: { related: related.map(toStoryCard), older: neighbour(older), newer: neighbour(newer) },
    questions: { questions },
  };
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const post = await findPost(params.slug ?? '');
  if (!post) throw new Response('Blog post not found.', { status: 404, statusText: 'Not Found' });
  const { status, result } = await askQuestion(await request.formData(), {
    post: post.documentId,
    readerAddress: context.clientAddress ?? 'unknown',
  });
  if (status < 300) countReaderAction(request, 'question');
  return data(result, { status, headers: { 'Cache-Control': NO_STORE } });
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (!data) {
    if (isRouteErrorResponse(error) && error.status === 410) {
      return routeMeta(matches, { title: metaWords(matches).meta.postRemoved, noindex: true });
    }
    return isRouteErrorResponse(error) && error.status === 404
      ? routeMeta(matches, { title: metaWords(matches).meta.postNotFound, noindex: true })
      : errorMeta(error);
  }
  return articleMeta(matches, data);
};

export default function Article() {
  const { further, travel, questions, ...post } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <ArticleView post={post} further={further} travel={travel} questions={{ data: questions, result }} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 410) {
    return (
      <section className="page narrow center">
        <h1>Blog Post Removed</h1>
        <p>This story has been removed and is no longer available.</p>
        <a className="button primary" href="/articles">
          ← Back to Stories
        </a>
      </section>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="page narrow center">
        <h1>Blog Post Not Found</h1>
        <p>The blog post you&apos;re looking for doesn&apos;t exist.</p>
        <a className="button primary" href="/articles">
          ← Back to Stories
        </a>
      </section>
    );
  }
  throw error;
}
