import { describe, expect, it } from 'vitest';
import { indexableSearchPath } from './search-indexing';

describe('indexableSearchPath', () => {
  it('offers the first page of a search of plain words that found stories, in lower case', () => {
    expect(indexableSearchPath('Kyoto', { page: 1, total: 12 })).toBe('/search?q=kyoto');
    expect(indexableSearchPath('street food Hanoi', { page: 1, total: 2 })).toBe('/search?q=street%20food%20hanoi');
    expect(indexableSearchPath('Médina 2024', { page: 1, total: 1 })).toBe('/search?q=m%C3%A9dina%202024');
  });

  it('keeps out searches that found nothing, later pages, and long or punctuated text', () => {
    expect(indexableSearchPath('kyoto', { page: 1, total: 0 })).toBeUndefined();
    expect(indexableSearchPath('kyoto', { page: 2, total: 40 })).toBeUndefined();
    expect(indexableSearchPath('cheap flights to kyoto', { page: 1, total: 3 })).toBeUndefined();
    expect(indexableSearchPath('kyoto.example.com', { page: 1, total: 3 })).toBeUndefined();
    expect(indexableSearchPath('call +1 555 0100', { page: 1, total: 3 })).toBeUndefined();
    expect(indexableSearchPath('', { page: 1, total: 3 })).toBeUndefined();
  });
});
