import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from '@remix-run/react';
import { ArticleView } from '../components/ArticleView';
import { articleMeta } from '../lib/article-meta';
import { toArticle } from '../lib/article.server';
import { findPost } from '../lib/cms.server';
import { pageHeaders, unavailableWhenCmsDown } from '../lib/http.server';
import { errorMeta, routeMeta } from '../lib/seo';

export async function loader({ params }: LoaderFunctionArgs) {
  const post = await findPost(params.slug ?? '').catch(unavailableWhenCmsDown);
  if (!post) throw new Response('Blog post not found.', { status: 404, statusText: 'Not Found' });
  return toArticle(post);
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (!data) {
    return isRouteErrorResponse(error) && error.status === 404
      ? routeMeta(matches, { title: 'Blog Post Not Found | Journey Canvas', path: '/articles', noindex: true })
      : errorMeta(error);
  }
  return articleMeta(matches, data);
};

export default function Article() {
  return <ArticleView post={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="page narrow center">
        <h1>Blog Post Not Found</h1>
        <p>The blog post you&apos;re looking for doesn&apos;t exist.</p>
        <Link className="button primary" to="/articles">
          ← Back to Stories
        </Link>
      </section>
    );
  }
  throw error;
}
