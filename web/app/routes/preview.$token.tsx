import { readPreviewToken, renderArticle } from '@journey-canvas/shared';
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { isRouteErrorResponse, useLoaderData, useRouteError } from '@remix-run/react';
import { ArticleView } from '../components/ArticleView';
import { articleMeta } from '../data/article-meta';
import { toArticle } from '../data/article.server';
import { storyPictureSizes } from '../data/images';
import { findPreview } from '../data/client/previews.server';
import { webEnvironment } from '../platform/env.server';

export { travelLinks as links } from '../styles/travel-links';

/** No cache may keep a preview, no search engine list it, and only the CMS's panel frame it. */
function previewHeaders(): Record<string, string> {
  return {
    'Cache-Control': 'private, no-store',
    'X-Robots-Tag': 'noindex, nofollow',
    'Content-Security-Policy': `frame-ancestors 'self' ${new URL(webEnvironment().cmsPublicUrl).origin}`,
  };
}

const refusal = (status: 404 | 410, message: string) =>
  new Response(message, { status, statusText: status === 410 ? 'Gone' : 'Not Found', headers: previewHeaders() });

export async function loader({ params }: LoaderFunctionArgs) {
  const token = params.token ?? '';
  // A link the site can tell is forged or stale is refused without asking the CMS.
  const check = await readPreviewToken(token, webEnvironment().previewSecret);
  if (!check.ok)
    throw check.reason === 'expired' ? refusal(410, 'This preview link has expired.') : refusal(404, 'Preview not found.');
  const preview = await findPreview(token);
  if (preview === 'expired') throw refusal(410, 'This preview link has expired.');
  if (!preview) throw refusal(404, 'Preview not found.');
  // Rendered afresh (a preview shows unsaved text, which no stored version's HTML holds), pictures sized as on the article.
  const { post, pictures } = preview;
  const rendered = renderArticle(post.content, { pictureSizes: storyPictureSizes(pictures) });
  return Response.json(
    { ...toArticle(post, rendered), expiresAt: new Date(check.claims.exp).toISOString() },
    { headers: previewHeaders() },
  );
}

/** Every answer of this route, data requests and errors included, carries the preview headers. */
export const headers: HeadersFunction = () => previewHeaders();

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? [
        ...articleMeta(matches, data, { noindex: true }).filter((tag) => !('title' in tag)),
        { title: `Preview: ${data.seo.title}` },
      ]
    : [{ title: 'Preview unavailable | Journey Canvas' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function Preview() {
  const post = useLoaderData<typeof loader>();
  const until = new Date(post.expiresAt).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  return (
    <>
      <p className="preview-banner" role="status">
        Preview: not published. Readers cannot see this page; the link stops working at {until}.
      </p>
      <ArticleView post={post} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 410)) {
    return (
      <section className="page narrow center">
        <h1>{error.status === 410 ? 'This preview link has expired' : 'Preview not found'}</h1>
        <p>Open the story in the admin and choose Preview again for a fresh link.</p>
      </section>
    );
  }
  throw error;
}
