/**
 * The one spelling of each page's address (decision 090). The page cache keeps a page
 * under its address, so every other spelling of it (`/%61bout`, `/about/`, `//about`,
 * `/articles?page=01`, `/ABOUT`) would be a render and a cache entry of its own. A spelling that
 * only differs in how it is written is answered with a 301 to the canonical address; one that
 * cannot safely be (upper case, which a redirect from Settings may have as its source) is rendered
 * and never kept. Pure functions, as the cache's other rules (response-cache/rules.server.ts).
 */

/** What to do with an address: keep it in the cache, send the reader to its canonical spelling, or render it uncached. */
export type Spelling = { kind: 'canonical' } | { kind: 'moved'; location: string } | { kind: 'uncached' };

const CANONICAL: Spelling = { kind: 'canonical' };
const UNCACHED: Spelling = { kind: 'uncached' };

/**
 * The common case, canonical at a glance: lower-case segments of what `encodeURIComponent` leaves
 * as it is, no empty or dot segment, no slash at the end.
 */
const PLAIN_PATH = /^(?:\/|(?:\/(?!\.\.?(?:\/|$))[a-z0-9\-_.!~*'()]+)+)$/;

/**
 * Characters a path may carry at all: RFC 3986's. Anything else (a backslash, which browsers take
 * for a slash; raw bytes) is rendered as before, never redirected nor kept.
 */
const PATH_CHARACTERS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

/**
 * Addresses whose canonical spelling keeps its upper case: a country as the stories spell it. Their
 * routes answer the other spellings themselves (the place page redirects to the stories' spelling;
 * a country's map shapes are not kept under any other).
 */
const CASED = /^\/(?:places|maps\/country)\/[^/]+$/;

/** The pages that read a `page` number (as the cache's PAGE_PARAMETERS say), and their data URLs. */
const PAGED = /^\/(?:articles|(?:authors|places|tags)\/[^/]+)(?:\.data)?$/;

/** A route's data URL, asked for by Remix's client navigation: answered as it is asked, never redirected. */
const DATA = /\.data$/;

/**
 * Each segment decoded and written again as the site's own links write it (`encodeURIComponent`:
 * `%61` is `a`, `%c3%a9` is `%C3%A9`), empty and `.` segments dropped, `..` resolved. Undefined
 * when a segment is not valid percent-encoding (the page answers 400 or 404, as before).
 */
function canonicalPath(path: string): string | undefined {
  const segments: string[] = [];
  for (const raw of path.split('/')) {
    let segment: string;
    try {
      segment = encodeURIComponent(decodeURIComponent(raw));
    } catch {
      return undefined;
    }
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** The name of one `name=value` part of a query, decoded as the page reads it. */
const nameOf = (part: string) => new URLSearchParams(part).keys().next().value;

/**
 * The query with its page number as the site's own links write it: digits alone, no leading zero,
 * and none at all for the first page. Every other part stays as sent. A `page` that is no page
 * number (`abc`, `0`, `1.5`) is left: the page answers 404, which is never kept.
 */
function canonicalQuery(query: string): string {
  const given = new URLSearchParams(query).get('page');
  if (given === null) return query;
  const number = Number(given);
  if (!Number.isSafeInteger(number) || number < 1 || (number > 1 && given === String(number))) return query;
  const parts: string[] = [];
  let placed = false;
  for (const part of query.split('&')) {
    if (nameOf(part) !== 'page') parts.push(part);
    else if (!placed) {
      placed = true;
      if (number > 1) parts.push(`page=${number}`);
    }
  }
  return parts.join('&');
}

/**
 * How the cache treats a GET of this address (path and query, as sent): `canonical`, the one
 * spelling kept; `moved`, another spelling of it, at `location` (keeping the query's other
 * parameters); `uncached`, an address to render but never keep (upper case outside a country's
 * name, characters no link writes, broken percent-encoding, a data URL spelled oddly).
 */
export function addressSpelling(url: string): Spelling {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const query = mark === -1 ? '' : url.slice(mark + 1);
  const plain = PLAIN_PATH.test(path);
  if (plain && (query === '' || !PAGED.test(path))) return CANONICAL;
  if (!PATH_CHARACTERS.test(path)) return UNCACHED;
  const canonical = plain ? path : canonicalPath(path);
  if (canonical === undefined) return UNCACHED;
  const respelledQuery = PAGED.test(canonical) ? canonicalQuery(query) : query;
  if (canonical !== path || respelledQuery !== query) {
    if (DATA.test(canonical)) return UNCACHED;
    return { kind: 'moved', location: respelledQuery === '' ? canonical : `${canonical}?${respelledQuery}` };
  }
  if (/[A-Z]/.test(path.replace(/%[0-9A-F]{2}/g, '')) && !CASED.test(path)) return UNCACHED;
  return CANONICAL;
}
