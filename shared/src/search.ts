/** Readers' full-text search (decision 029): the rules the CMS and the site share. */

/** The longest search text the CMS takes; the site cuts what a reader types to it. */
export const SEARCH_TEXT_MAX_LENGTH = 200;
/** At most this many words of a search count. */
export const SEARCH_MAX_TERMS = 12;
/** A search ranks at most this many matching stories, the most recently published: its cost stays bounded. */
export const SEARCH_MAX_RESULTS = 1000;
export const SEARCH_PAGE_SIZE = 9;

/** Control characters (NUL among them) are never searched for: no database text holds them. */
const CONTROL = /\p{Cc}/u;
const CONTROLS = /\p{Cc}/gu;
/** A word: letters, digits and the accents written on them, as both databases' tokenizers split text. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

export const hasControlCharacters = (text: string) => CONTROL.test(text);

/** What a reader typed, made searchable: control characters as spaces, one space between words, at most the limit. */
export function normalizeSearchText(text: string): string {
  const squeezed = text.replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim();
  return [...squeezed].slice(0, SEARCH_TEXT_MAX_LENGTH).join('').trim();
}

/** A word as the index compares it: no accents, lower case ("Café" → "cafe"). */
export function foldForSearch(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words a search looks for, each once, in the order typed; punctuation alone gives none. */
export function searchTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of text.match(WORD) ?? []) {
    const folded = foldForSearch(word);
    if (folded && !terms.includes(folded)) terms.push(folded);
  }
  return terms.slice(0, SEARCH_MAX_TERMS);
}
