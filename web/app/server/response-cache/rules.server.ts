/** Which requests the response cache answers, under which key, what it keeps, and each page's purge tags. */
import { LANGUAGE_PREFIX, splitLanguagePath } from '@journey-canvas/shared';
import { addressSpelling } from '../canonical-address.server';

/**
 * Never cached: admin, APIs, files, the route manifest, search (decision 029) and each reader's
 * newsletter links; a language's pages (`/fr/search`) as the default's (decision 100).
 */
const BYPASS = new RegExp(
  `^(?:/(?:admin(?:[/?.]|$)|api/|assets/|images/|favicon\\.|__manifest)|${LANGUAGE_PREFIX}?/(?:search(?:[/?.]|$)|newsletter/))`,
);

/** Any other parameter is left out of key and render (decision 033): a page that reads a new one must list it here. */
const PAGE_PARAMETERS: readonly [page: RegExp, names: readonly string[]][] = [
  [/^\/articles$/, ['category', 'page']],
  [/^\/(?:authors|places|tags)\/[^/]+$/, ['page']],
  [/^\/rss\.xml$/, ['category', 'tag']],
  [/^\/contact$/, ['sent', 'subject']],
].map(([page, names]) => [new RegExp(`^${LANGUAGE_PREFIX}?${(page as RegExp).source.slice(1)}`), names as string[]]);
/** A route's data URL may be asked for some of its routes' data only (Remix's client navigation). */
const DATA_PARAMETERS = ['_routes'];

/** The page's own parameters only, first value each (as loaders read it), sorted, in one encoding. */
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
 * The page is rendered from its key alone, so no request header but Accept-Encoding and Save-Data reaches
 * a cacheable answer (decision 033). A request carrying credentials is never answered from a shared cache.
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

/** Where another spelling of a page's address is sent with a 301 (`/%61bout`, `/about/`; decision 090). */
export function canonicalLocation(method: string | undefined, url: string | undefined): string | undefined {
  if ((method !== 'GET' && method !== 'HEAD') || !url?.startsWith('/') || BYPASS.test(url)) return undefined;
  const spelling = addressSpelling(url);
  return spelling.kind === 'moved' ? spelling.location : undefined;
}

/** Save-Data pages are kept under the key plus this mark; a `#` never reaches the server, so no other key ends so. */
const SAVE_DATA_MARK = '#save-data';

export const savesData = (header: string | string[] | null | undefined) =>
  typeof header === 'string' && header.trim().toLowerCase() === 'on';

export function pageOfKey(key: string): { address: string; saveData: boolean } {
  return key.endsWith(SAVE_DATA_MARK)
    ? { address: key.slice(0, -SAVE_DATA_MARK.length), saveData: true }
    : { address: key, saveData: false };
}

/** Undefined for any spelling but the canonical one: the others are redirected or rendered uncached (decision 090). */
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

/** No key is empty. */
const NOT_KEPT = '';

/** Reading a query costs microseconds, a whole hit a few; a flood of new queries only refills it. */
const keysOfQueries = new Map<string, string>();
const MAX_REMEMBERED_KEYS = 1024;

/** A kept page may vary on the encoding (its variants) and on Save-Data (its key). */
const CACHEABLE_VARY = /^\s*(?:(?:accept-encoding|save-data)\s*(?:,\s*|$))*$/i;

export function isStorable(status: number, headers: Headers): boolean {
  if (status !== 200 || headers.has('set-cookie')) return false;
  const cacheControl = (headers.get('cache-control') ?? '').toLowerCase();
  if (!/\bpublic\b/.test(cacheControl) || /\b(?:private|no-store|no-cache)\b/.test(cacheControl)) return false;
  return CACHEABLE_VARY.test(headers.get('vary') ?? '');
}

/** Rendered into the cache first, after any post change and at start (decision 067). */
export const FRONT_PAGES = ['/', '/articles', '/tips-and-guides', '/rss.xml', '/sitemap.xml'] as const;

export const articleKey = (slug: string) => `/articles/${encodeURIComponent(slug)}`;

/** Tags of what a page shows; a content change purges by them. */
export const TAGS = {
  /** Every page that lists or counts posts, feeds and sitemap included. */
  lists: 'posts',
  articles: 'articles',
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
/** Map shapes come from Natural Earth, never from a post (decision 063). */
const MAP_SHAPES = /^\/maps\//;

const ARTICLE = /^\/articles\/([^/]+)(?:\/(?:itinerary|map\.svg|route\.gpx))?$/;

/** Any page not known to be fixed or an article counts as a list, so a new page is purged with posts. */
export function tagsFor(key: string): string[] {
  // A language's page is tagged as the default language's (decision 100).
  const { path } = splitLanguagePath(
    pageOfKey(key)
      .address.split('?', 1)[0]!
      .replace(/\.data$/, '')
      .replace(/^\/_root$/, '/'),
  );
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
