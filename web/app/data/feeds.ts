import { postTypeLabel } from '@journey-canvas/shared';

/** The address of a feed: every story's, or one category's (`/rss.xml?category=food`). */
export const feedPath = (category?: string) => (category ? `/rss.xml?category=${encodeURIComponent(category)}` : '/rss.xml');

/** The head link a category's list offers its own feed with, beside the site-wide one every page links. */
export const categoryFeedLink = (category: string) => ({
  tagName: 'link',
  rel: 'alternate',
  type: 'application/rss+xml',
  title: `Journey Canvas: ${postTypeLabel(category)} stories`,
  href: feedPath(category),
});

/** A tag's page. */
export const tagPath = (slug: string) => `/tags/${encodeURIComponent(slug)}`;

/** A tag's feed: `/rss.xml?tag=rail`. */
export const tagFeedPath = (slug: string) => `/rss.xml?tag=${encodeURIComponent(slug)}`;

/** The head link a tag's page offers its feed with. */
export const tagFeedLink = (tag: { name: string; slug: string }) => ({
  tagName: 'link',
  rel: 'alternate',
  type: 'application/rss+xml',
  title: `Journey Canvas: stories tagged ${tag.name}`,
  href: tagFeedPath(tag.slug),
});
