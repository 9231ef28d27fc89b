/** The address of a feed: every story's, or one category's (`/rss.xml?category=food`). */
export const feedPath = (category?: string) => (category ? `/rss.xml?category=${encodeURIComponent(category)}` : '/rss.xml');
