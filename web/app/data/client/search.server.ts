/** Never in the cache of CMS answers: each search text is a key, and a flood would push out what pages share (decision 029). */
import { SEARCH_PAGE_SIZE } from '@journey-canvas/shared';
import { postPageSchema, type Post, type PostPage } from './schemas.server';
import { request } from './request.server';
import { cmsLanguage } from '../page-language.server';

export async function searchPosts(text: string, page: number): Promise<PostPage<Post>> {
  const query = new URLSearchParams({ q: text, page: String(page), pageSize: String(SEARCH_PAGE_SIZE) });
  const { locale } = cmsLanguage();
  if (locale) query.set('locale', locale);
  const body = postPageSchema.parse(await request(`/api/blog-posts/search?${query}`));
  return { posts: body.data, ...body.meta.pagination };
}
