import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { NotFoundPage } from '../components/NotFoundPage';
import { pageHeaders } from '../server/http.server';
import { notFound } from '../server/not-found.server';
import { routeMeta } from '../cms/seo';

export const meta: MetaFunction = ({ matches }) =>
  routeMeta(matches, { title: 'Page Not Found | Journey Canvas', noindex: true });

export const headers = pageHeaders;

/** Any path no other route claims: a real 404, logged with the requested path. */
export function loader({ request }: LoaderFunctionArgs) {
  return notFound(request);
}

export default function NotFound() {
  return <NotFoundPage {...useLoaderData<typeof loader>()} />;
}
