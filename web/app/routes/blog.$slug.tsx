import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { addressFate, redirectFor } from '../data/client/addresses.server';
import { findPost } from '../data/client/posts.server';
import { CmsUnavailableError } from '../data/client/request.server';

/** With the CMS away, the old address still moves to the article's, as it always did. */
const unlessCmsDown = (error: unknown) => {
  if (error instanceof CmsUnavailableError) return null;
  throw error;
};

/** Old addresses, moved for good; a story moved since is reached in one hop (decision 044). */
export async function loader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const live = await findPost(slug).catch(unlessCmsDown);
  if (!live) {
    const fate = await addressFate(`/blog/${encodeURIComponent(slug)}`).catch(unlessCmsDown);
    if (fate && fate.status !== 410) throw redirectFor(fate);
  }
  return redirect(`/articles/${encodeURIComponent(slug)}`, 301);
}
