import { postTypeLabel } from '@journey-canvas/shared';

export const feedPath = (category?: string) => (category ? `/rss.xml?category=${encodeURIComponent(category)}` : '/rss.xml');

/** Beside the site-wide feed every page links. */
export const categoryFeedLink = (category: string) => ({
  tagName: 'link',
  rel: 'alternate',
  type: 'application/rss+xml',
  title: `Journey Canvas: ${postTypeLabel(category)} stories`,
  href: feedPath(category),
});

export const tagPath = (slug: string) => `/tags/${encodeURIComponent(slug)}`;

export const tagFeedPath = (slug: string) => `/rss.xml?tag=${encodeURIComponent(slug)}`;

export const tagFeedLink = (tag: { name: string; slug: string }) => ({
  tagName: 'link',
  rel: 'alternate',
  type: 'application/rss+xml',
  title: `Journey Canvas: stories tagged ${tag.name}`,
  href: tagFeedPath(tag.slug),
});
