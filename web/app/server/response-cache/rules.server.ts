/**
 * Which requests the response cache answers, under which key, which answers it keeps, and what each
 * kept page shows (its tags, for purges). Pure functions, one place for every rule.
 */

/**
 * Never cached: the admin app and its config, the site's APIs (purge, client errors), files served
 * from disk, Remix's route manifest, and search results (decision 029): each search text is a URL
 * of its own, so a flood of them would push the shared pages out of the cache, and the index
 * answers in milliseconds anyway.
 */
const BYPASS = /^\/(?:admin(?:[/?.]|$)|search(?:[/?.]|$)|api\/|assets\/|images\/|favicon\.|__manifest)/;

/**
 * The cache key of a request, or undefined when the cache must not answer it. GET and HEAD share
 * their answer. The key is the path and query exactly as sent, so a cached page is only ever
 * served for the URL that produced it. No request header but Accept-Encoding (served by the
 * page's variants) changes a cacheable answer: pages read no cookie, the host name comes from
 * PUBLIC_SITE_URL, the User-Agent only changes whether the HTML streams, and the Referer is read
 * only by 404 pages, which are never stored. A request carrying credentials is never answered
 * from a shared cache.
 */
export function cacheKey(method: string | undefined, url: string | undefined, authorization?: string): string | undefined {
  if ((method !== 'GET' && method !== 'HEAD') || !url || authorization !== undefined) return undefined;
  if (!url.startsWith('/') || BYPASS.test(url)) return undefined;
  return url;
}

const CACHEABLE_VARY = /^\s*(?:accept-encoding\s*)?$/i;

/**
 * Whether an answer may be kept and served to anyone who asks the same URL: a 200 that says it is
 * public, sets no cookie and varies on nothing but the encoding. Errors, redirects, form answers
 * (`no-store`) and anything personal are never kept.
 */
export function isStorable(status: number, headers: Headers): boolean {
  if (status !== 200 || headers.has('set-cookie')) return false;
  const cacheControl = (headers.get('cache-control') ?? '').toLowerCase();
  if (!/\bpublic\b/.test(cacheControl) || /\b(?:private|no-store|no-cache)\b/.test(cacheControl)) return false;
  return CACHEABLE_VARY.test(headers.get('vary') ?? '');
}

/** Tags of what a page shows; a content change purges by them. */
export const TAGS = {
  /**
   * Every page that lists or counts posts: home, the story lists, guides, authors' and places'
   * pages, the feeds (each category's too: `/rss.xml?category=…`), the sitemap.
   */
  lists: 'posts',
  /** Every article page. */
  articles: 'articles',
  /** Pages that show no post at all. */
  fixed: 'fixed',
  article: (slug: string) => `post:${slug}`,
} as const;

/** Pages whose content is in the code: a post changing never changes them. */
const FIXED_PAGES = new Set(['/about', '/contact', '/newsletter', '/privacy-policy', '/terms-and-conditions', '/robots.txt']);

const ARTICLE = /^\/articles\/([^/]+)$/;

/**
 * What the page at this URL shows. A route's data URL (`/articles.data`, `/_root.data` for `/`)
 * shows what its page does. Any page not known to be fixed or an article counts as a list, so a
 * new page that shows posts is purged with them until it says otherwise here.
 */
export function tagsFor(url: string): string[] {
  const path = url
    .split('?', 1)[0]!
    .replace(/\.data$/, '')
    .replace(/^\/_root$/, '/');
  const article = ARTICLE.exec(path);
  if (article) {
    let slug = article[1]!;
    try {
      slug = decodeURIComponent(slug);
    } catch {
      // Not valid percent-encoding: such a page is a 404 and never stored; keep the raw text.
    }
    // An article ends with its neighbours and related stories: it lists posts too.
    return [TAGS.lists, TAGS.articles, TAGS.article(slug)];
  }
  return FIXED_PAGES.has(path) ? [TAGS.fixed] : [TAGS.lists];
}
