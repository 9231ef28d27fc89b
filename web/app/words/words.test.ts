import { describe, expect, it } from 'vitest';
import { EN } from './en';
import { FR } from './fr';
import { DEFAULT_POST_TYPE } from '@journey-canvas/shared';
import { postTypeWord, wordsOf } from './words';

describe("the site's words (decision 100)", () => {
  it('are complete in French, every word and post type of English translated', () => {
    expect(Object.keys(FR).sort()).toEqual(Object.keys(EN).sort());
    expect(Object.keys(FR.postTypes).sort()).toEqual(Object.keys(EN.postTypes).sort());
    const same = Object.entries(FR).filter(
      ([key, value]) =>
        typeof value === 'string' && value === EN[key as keyof typeof EN] && !['articles', 'contact', 'pages'].includes(key),
    );
    expect(same).toEqual([]);
  });

  it('label the type badge in the language, Travel by default', () => {
    expect(postTypeWord(wordsOf('en'), 'guide')).toBe('Travel Guide');
    expect(postTypeWord(wordsOf('fr'), 'guide')).toBe('Guide de voyage');
    expect(postTypeWord(wordsOf('en'), null)).toBe('Travel');
    expect(postTypeWord(wordsOf('fr'), DEFAULT_POST_TYPE)).toBe('Travel');
    expect(postTypeWord(wordsOf('en'), 'toString')).toBe('Travel');
  });

  it('fall back to English for a language without its own words', () => {
    expect(wordsOf('de').home).toBe('Home');
    expect(wordsOf('fr').home).toBe('Accueil');
    expect(wordsOf('__proto__').search).toBe('Search');
  });
});
