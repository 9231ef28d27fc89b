import { expect, type APIRequestContext } from '@playwright/test';

/**
 * How long a test waits for an edit to reach readers: the CMS's webhook purges the site's cache and
 * the site renders the touched pages again. A second or two here; several on a loaded CI machine.
 */
export const PURGE_MS = 20_000;

/**
 * Drops a story's cached pages and every page that lists posts, as the CMS's signed purge after a
 * publish does (the site then renders them again in the background).
 */
export async function purgeStory(request: APIRequestContext, slug: string) {
  const purge = await request.post('/api/cache/purge', {
    headers: { Authorization: `Bearer ${process.env.E2E_PURGE_SECRET}` },
    data: { event: 'entry.update', uid: 'api::blog-post.blog-post', entry: { slug } },
  });
  expect(purge.status()).toBe(200);
}
