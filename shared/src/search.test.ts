import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_TERMS, SEARCH_TEXT_MAX_LENGTH, foldForSearch, normalizeSearchText, searchTerms } from './search';

describe('searchTerms', () => {
  it('are the words typed, folded, each once, in order; punctuation and search syntax are not words', () => {
    expect(searchTerms('Café   CAFE, "crème brûlée" -kyoto* OR 2024!')).toEqual([
      'cafe',
      'creme',
      'brulee',
      'kyoto',
      'or',
      '2024',
    ]);
    expect(searchTerms('"*() -- ^~')).toEqual([]);
    expect(searchTerms('東京 ramen')).toEqual(['東京', 'ramen']);
  });

  it('count at most a dozen words', () => {
    expect(searchTerms(Array.from({ length: 20 }, (_, i) => `w${i}`).join(' '))).toHaveLength(SEARCH_MAX_TERMS);
  });
});

describe('normalizeSearchText', () => {
  it('turns control characters into spaces, squeezes spaces and keeps to the limit', () => {
    expect(normalizeSearchText('  kyoto\u0000\tby\n rail  ')).toBe('kyoto by rail');
    expect([...normalizeSearchText('é'.repeat(300))]).toHaveLength(SEARCH_TEXT_MAX_LENGTH);
  });
});

describe('foldForSearch', () => {
  it('drops accents and case', () => {
    expect(foldForSearch('ÅNGSTRÖM Ça')).toBe('angstrom ca');
  });
});
