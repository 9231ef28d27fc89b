/**
 * The one spelling of each page's address (decision 090): other spellings get a 301 or, where a redirect
 * is unsafe (upper case, which a Settings redirect may have as its source), are rendered and never kept.
 */
import { LANGUAGE_PREFIX } from '@journey-canvas/shared';

export type Spelling = { kind: 'canonical' } | { kind: 'moved'; location: string } | { kind: 'uncached' };

const CANONICAL: Spelling = { kind: 'canonical' };
const UNCACHED: Spelling = { kind: 'uncached' };

/** The common case, canonical at a glance: lower case, no empty or dot segment, no trailing slash. */
const PLAIN_PATH = /^(?:\/|(?:\/(?!\.\.?(?:\/|$))[a-z0-9\-_.!~*'()]+)+)$/;

/** RFC 3986's; anything else (a backslash, which browsers take for a slash) is rendered, never redirected nor kept. */
const PATH_CHARACTERS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

/** A country keeps the stories' case; its routes answer the other spellings themselves, in every language (decision 100). */
const CASED = new RegExp(`^(?:${LANGUAGE_PREFIX}?/places|/maps/country)/[^/]+$`);

/** As the cache's PAGE_PARAMETERS say. */
const PAGED = new RegExp(`^${LANGUAGE_PREFIX}?/(?:articles|(?:authors|places|tags)/[^/]+)(?:\\.data)?$`);

/** Remix's data URLs are answered as asked, never redirected. */
const DATA = /\.data$/;

/** Segments as the site's links write them (`encodeURIComponent`); undefined for broken percent-encoding. */
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

const nameOf = (part: string) => new URLSearchParams(part).keys().next().value;

/** The page number as the site's links write it; a `page` that is no number is left for the page's 404. */
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

/** `uncached`: render, never keep (stray upper case, characters no link writes, a data URL spelled oddly). */
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
