/**
 * Readers' search, asked of the CMS's full-text index (decision 029). Answers are not kept in the
 * cache of CMS answers: every search text is its own key, and a flood of them would push out the lists and
 * posts that pages share. The index answers in milliseconds.
 */
import { SEARCH_PAGE_SIZE } from '@journey-canvas/shared';
import { postPageSchema, type Post, type PostPage } from './schemas.server';
import { request } from './request.server';

/** One page of the published posts that contain every word of `text`, best match first. */
export async function searchPosts(text: string, page: number): Promise<PostPage<Post>> {
  const query = new URLSearchParams({ q: text, page: String(page), pageSize: String(SEARCH_PAGE_SIZE) });
  const body = postPageSchema.parse(await request(`/api/blog-posts/search?${query}`));
  return { posts: body.data, ...body.meta.pagination };
}
