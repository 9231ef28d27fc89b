/** The most words a search result page may have and still be offered to search engines. */
const MAX_INDEXED_WORDS = 3;
/** Words (letters and digits, as typed) with one space between: nothing else. */
const PLAIN_WORDS = new RegExp(`^[\\p{L}\\p{N}]+(?: [\\p{L}\\p{N}]+){0,${MAX_INDEXED_WORDS - 1}}$`, 'u');

/**
 * The canonical path of a search result page that search engines may index, or undefined for one
 * they may not (decision 074). Only the first page of a search that found stories, whose text is
 * one to three plain words: as a search finds only stories holding every word it names, such a
 * page's title and heading carry words from this site's own stories, never a stranger's sentence
 * or address. Its canonical is the search in lower case, so `Kyoto` and `kyoto` are one page.
 */
export function indexableSearchPath(query: string, { page, total }: { page: number; total: number }): string | undefined {
  if (page !== 1 || total === 0 || !PLAIN_WORDS.test(query)) return undefined;
  return `/search?q=${encodeURIComponent(query.toLowerCase())}`;
}
