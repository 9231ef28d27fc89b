import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { NotFoundPage } from '../components/NotFoundPage';
import { pageHeaders } from '../platform/http.server';
import { notFound } from '../server/not-found.server';
import { metaWords, routeMeta } from '../data/seo';
import { followRedirectFrom } from '../data/client/addresses.server';

export const meta: MetaFunction = ({ matches }) => routeMeta(matches, { title: metaWords(matches).meta.notFound, noindex: true });

export const headers = pageHeaders;

/** A redirect from Settings if it has one (decision 041), else a real 404. */
export async function loader({ request }: LoaderFunctionArgs) {
  await followRedirectFrom(new URL(request.url).pathname);
  return notFound(request);
}

export default function NotFound() {
  return <NotFoundPage {...useLoaderData<typeof loader>()} />;
}
