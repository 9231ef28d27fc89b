import { redirect, type LoaderFunctionArgs } from '@remix-run/node';

/** Old article addresses: moved for good to /articles/:slug. */
export const loader = ({ params }: LoaderFunctionArgs) => redirect(`/articles/${encodeURIComponent(params.slug ?? '')}`, 301);
