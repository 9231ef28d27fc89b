/** Readers' full-text search (decision 029): the rules the CMS and the site share. */

export const SEARCH_TEXT_MAX_LENGTH = 200;
export const SEARCH_MAX_TERMS = 12;
/** The most recently published this many are ranked, so a search's cost stays bounded. */
export const SEARCH_MAX_RESULTS = 1000;
export const SEARCH_PAGE_SIZE = 9;

/** No database text holds control characters, so they are never searched for. */
const CONTROL = /\p{Cc}/u;
const CONTROLS = /\p{Cc}/gu;
/** As both databases' tokenizers split text. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

export const hasControlCharacters = (text: string) => CONTROL.test(text);

export function normalizeSearchText(text: string): string {
  const squeezed = text.replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim();
  return [...squeezed].slice(0, SEARCH_TEXT_MAX_LENGTH).join('').trim();
}

export function foldForSearch(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

export function searchTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of text.match(WORD) ?? []) {
    const folded = foldForSearch(word);
    if (folded && !terms.includes(folded)) terms.push(folded);
  }
  return terms.slice(0, SEARCH_MAX_TERMS);
}
