/**
 * Which requests the response cache answers, under which key, which answers it keeps, and what each
 * kept page shows (its tags, for purges). Pure functions, one place for every rule.
 */
import { addressSpelling } from '../canonical-address.server';

/**
 * Never cached: the admin app and its config, the site's APIs (purge, client errors), files served
 * from disk, Remix's route manifest, and search results (decision 029): each search text is a URL
 * of its own, so a flood of them would push the shared pages out of the cache, and the index
 * answers in milliseconds anyway. The newsletter's confirmation and unsubscribe pages  are
 * each reader's own, read from their link's token.
 */
const BYPASS = /^\/(?:admin(?:[/?.]|$)|search(?:[/?.]|$)|newsletter\/|api\/|assets\/|images\/|favicon\.|__manifest)/;

/**
 * The query parameters each page reads, in one place. Every other one (a campaign's `utm_source`,
 * a `fbclid`, a made-up name) is left out of the cache key and out of the render, so no query can
 * make a page of its own: `/articles?utm_source=x` is `/articles`. A page that starts reading a
 * parameter must be given it here, or it never sees it. (Search results, which read `q` and `page`,
 * are never cached, see BYPASS.)
 */
const PAGE_PARAMETERS: readonly [page: RegExp, names: readonly string[]][] = [
  [/^\/articles$/, ['category', 'page']],
  [/^\/(?:authors|places|tags)\/[^/]+$/, ['page']],
  [/^\/rss\.xml$/, ['category', 'tag']],
  [/^\/contact$/, ['sent', 'subject']],
];
/** A route's data URL may be asked for some of its routes' data only (Remix's client navigation). */
const DATA_PARAMETERS = ['_routes'];

/**
 * A query as the page at `path` reads it: its own parameters only, each once (the first value, as
 * the loaders read it), sorted by name, in one encoding.
 */
function pageQuery(path: string, query: string): string {
  const page = path.endsWith('.data') ? path.slice(0, -'.data'.length).replace(/^\/_root$/, '/') : path;
  const names = PAGE_PARAMETERS.find(([pattern]) => pattern.test(page))?.[1] ?? [];
  const known = page === path ? names : [...names, ...DATA_PARAMETERS];
  if (known.length === 0) return '';
  const given = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const name of [...known].sort()) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/**
 * The cache key of a request, or undefined when the cache must not answer it. GET and HEAD share
 * their answer. Only an address's canonical spelling has a key (canonical-address.server.ts). The key is the path as sent and the query as the page reads it (`pageQuery`); the
 * page kept under it is rendered from the key alone (site-server.server.ts), so it is the same page
 * whatever else the request said. No request header but Accept-Encoding (served by the page's
 * variants) and Save-Data (part of the key) reaches a cacheable answer: pages read no cookie, the host name comes from
 * PUBLIC_SITE_URL, and the Referer is read only by 404 pages, which are never stored. A request
 * carrying credentials is never answered from a shared cache.
 */
export function cacheKey(
  method: string | undefined,
  url: string | undefined,
  authorization?: string,
  saveData?: string | string[],
): string | undefined {
  if ((method !== 'GET' && method !== 'HEAD') || !url || authorization !== undefined) return undefined;
  if (!url.startsWith('/') || BYPASS.test(url)) return undefined;
  const key = pageKey(url);
  if (key === undefined) return undefined;
  return savesData(saveData) ? key + SAVE_DATA_MARK : key;
}

/**
 * Where a GET or HEAD of another spelling of a page's address is sent with a 301 (`/%61bout`,
 * `/about/`, `//about`, `/articles?page=01`; decision 090), or undefined: any other request, and
 * the addresses the cache never answers (the admin, the APIs, files, search), go on as sent.
 */
export function canonicalLocation(method: string | undefined, url: string | undefined): string | undefined {
  if ((method !== 'GET' && method !== 'HEAD') || !url?.startsWith('/') || BYPASS.test(url)) return undefined;
  const spelling = addressSpelling(url);
  return spelling.kind === 'moved' ? spelling.location : undefined;
}

/**
 * Pages for a reader who asked to save data (`Save-Data: on`: phone-size pictures) are
 * kept apart, under the page's key with this mark after it. A `#` never reaches the server in an
 * address, so no other key ends so.
 */
const SAVE_DATA_MARK = '#save-data';

/** Whether a Save-Data request header asks to save data. */
export const savesData = (header: string | string[] | null | undefined) =>
  typeof header === 'string' && header.trim().toLowerCase() === 'on';

/** The address a key's page is rendered from, and whether it is the save-data variant. */
export function pageOfKey(key: string): { address: string; saveData: boolean } {
  return key.endsWith(SAVE_DATA_MARK)
    ? { address: key.slice(0, -SAVE_DATA_MARK.length), saveData: true }
    : { address: key, saveData: false };
}

/**
 * The key of a page's address; undefined for any spelling but its one (decision 090): the others
 * are redirected to it or rendered uncached, never kept.
 */
function pageKey(url: string): string | undefined {
  const mark = url.indexOf('?');
  if (mark === -1) return addressSpelling(url).kind === 'canonical' ? url : undefined;
  let key = keysOfQueries.get(url);
  if (key === undefined) {
    const path = url.slice(0, mark);
    key = addressSpelling(url).kind === 'canonical' ? path + pageQuery(path, url.slice(mark + 1)) : NOT_KEPT;
    if (keysOfQueries.size >= MAX_REMEMBERED_KEYS) keysOfQueries.clear();
    keysOfQueries.set(url, key);
  }
  return key === NOT_KEPT ? undefined : key;
}

/** Remembered for an address with a query that is not its page's one spelling. No key is empty. */
const NOT_KEPT = '';

/**
 * Keys of addresses with a query, remembered: reading a query costs microseconds, a hit a few in
 * all. Readers ask the same few list pages again and again; a flood of new queries only refills it.
 */
const keysOfQueries = new Map<string, string>();
const MAX_REMEMBERED_KEYS = 1024;

/** A kept page may vary on the encoding (its variants) and on Save-Data (its key). */
const CACHEABLE_VARY = /^\s*(?:(?:accept-encoding|save-data)\s*(?:,\s*|$))*$/i;

/**
 * Whether an answer may be kept and served to anyone who asks the same URL: a 200 that says it is
 * public, sets no cookie and varies on nothing but the encoding and Save-Data. Errors, redirects, form answers
 * (`no-store`) and anything personal are never kept.
 */
export function isStorable(status: number, headers: Headers): boolean {
  if (status !== 200 || headers.has('set-cookie')) return false;
  const cacheControl = (headers.get('cache-control') ?? '').toLowerCase();
  if (!/\bpublic\b/.test(cacheControl) || /\b(?:private|no-store|no-cache)\b/.test(cacheControl)) return false;
  return CACHEABLE_VARY.test(headers.get('vary') ?? '');
}

/**
 * The pages every reader passes through, rendered into the cache first: after any change to a post
 * and when the site starts (decision 067).
 */
export const FRONT_PAGES = ['/', '/articles', '/tips-and-guides', '/rss.xml', '/sitemap.xml'] as const;

/** The cache key of a story's page. */
export const articleKey = (slug: string) => `/articles/${encodeURIComponent(slug)}`;

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
const FIXED_PAGES = new Set([
  '/about',
  '/contact',
  '/newsletter',
  '/privacy-policy',
  '/terms-and-conditions',
  '/robots.txt',
  '/saved',
]);
/** The world's and the countries' map shapes (decision 063): drawn from Natural Earth, never from a post. */
const MAP_SHAPES = /^\/maps\//;

/** An article, and the pages of its own: its printable itinerary, its map's shapes, its route's file (decision 063). */
const ARTICLE = /^\/articles\/([^/]+)(?:\/(?:itinerary|map\.svg|route\.gpx))?$/;

/**
 * What the page at this URL shows. A route's data URL (`/articles.data`, `/_root.data` for `/`)
 * shows what its page does. Any page not known to be fixed or an article counts as a list, so a
 * new page that shows posts is purged with them until it says otherwise here.
 */
export function tagsFor(key: string): string[] {
  const path = pageOfKey(key)
    .address.split('?', 1)[0]!
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
  return FIXED_PAGES.has(path) || MAP_SHAPES.test(path) ? [TAGS.fixed] : [TAGS.lists];
}
