import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { NotFoundPage } from '../components/NotFoundPage';
import { pageHeaders } from '../server/http.server';
import { notFound } from '../server/not-found.server';
import { routeMeta } from '../cms/seo';
import { addressFate, redirectFor } from '../cms/client/addresses.server';
import { CmsUnavailableError } from '../cms/client/request.server';

export const meta: MetaFunction = ({ matches }) =>
  routeMeta(matches, { title: 'Page Not Found | Journey Canvas', noindex: true });

export const headers = pageHeaders;

/** Any path no other route claims: a redirect from it, if Settings has one (decision 041), else a real 404, logged with the requested path. */
export async function loader({ request }: LoaderFunctionArgs) {
  // With the CMS away, a miss is still the 404 page: no redirect is known then.
  const fate = await addressFate(new URL(request.url).pathname).catch((error: unknown) => {
    if (error instanceof CmsUnavailableError) return null;
    throw error;
  });
  if (fate && fate.status !== 410) throw redirectFor(fate);
  return notFound(request);
}

export default function NotFound() {
  return <NotFoundPage {...useLoaderData<typeof loader>()} />;
}
