import { purgePost } from './cms.server';
import { TAGS } from './page-cache/rules.server';
import { responseCache } from './response-cache.server';

/**
 * The one purge for a change to a post (publish, edit, unpublish, delete): the CMS data behind it
 * and every cached page that shows it: its article (page and data URLs), and every page that
 * lists posts (home, story lists and their categories and pages, guides, feeds, sitemap). Without
 * a slug, every post page goes. Pages that show no post stay.
 */
export async function purgePostChange(slug: string | undefined): Promise<{ data: number; pages: number }> {
  const data = purgePost(slug);
  const tags = [TAGS.lists, slug === undefined ? TAGS.articles : TAGS.article(slug)];
  const pages = await responseCache().purge({ tags });
  return { data, pages };
}
