import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { addressFate, redirectFor } from '../data/client/addresses.server';
import { findPost } from '../data/client/posts.server';
import { CmsUnavailableError } from '../data/client/request.server';

/** With the CMS away, the old address still moves to the article's, as it always did. */
const unlessCmsDown = (error: unknown) => {
  if (error instanceof CmsUnavailableError) return null;
  throw error;
};

/**
 * Old article addresses: moved for good to /articles/:slug. A story that has moved since is reached
 * in one hop: with no live story at the slug, the CMS's redirect for it (decision 044) is followed
 * here, not after a second request to its /articles/ address.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const live = await findPost(slug).catch(unlessCmsDown);
  if (!live) {
    const fate = await addressFate(`/blog/${encodeURIComponent(slug)}`).catch(unlessCmsDown);
    if (fate && fate.status !== 410) throw redirectFor(fate);
  }
  return redirect(`/articles/${encodeURIComponent(slug)}`, 301);
}
