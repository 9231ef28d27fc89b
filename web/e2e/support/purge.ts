import { expect, type APIRequestContext } from '@playwright/test';

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
