import { redirect } from '@remix-run/node';

/** The old list address: moved for good to /articles. */
export const loader = () => redirect('/articles', 301);
