import { describe, expect, it } from 'vitest';
import { EmptyPromptError, generateOutline, guessPostType, promptKeywords, promptPlaces } from './outline';

describe('generateOutline', () => {
  it('builds a titled Markdown outline that keeps the places of the prompt', () => {
    const outline = generateOutline('Write about street food and temples in Bangkok');
    expect(outline.title).toBe('Street Food and Temples in Bangkok');
    expect(outline.content).toContain('## What to Eat and Where');
    expect(outline.content).toContain('## Culture and Customs');
    expect(outline.content).toContain('## Bangkok');
    expect(outline.content).toContain('## Where to Stay in Bangkok');
    expect(outline.content).toContain('Why Bangkok belongs on your list');
  });

  it('guesses the post type from the words of the prompt', () => {
    expect(generateOutline('street food and temples in Bangkok').postType).toBe('food');
    expect(guessPostType('Trekking the W circuit in Patagonia')).toBe('adventure');
    expect(guessPostType('Packing tips for a rainy week')).toBe('tips');
    expect(guessPostType('Temples and festivals of Kyoto')).toBe('cultural');
    expect(guessPostType('A weekend in Lisbon')).toBe('guide');
    expect(guessPostType('slow mornings')).toBe('wellness');
    expect(guessPostType('nothing in particular')).toBe('lifestyle');
  });

  it('finds place names of several words, and not instructions or themes', () => {
    expect(promptPlaces('Write about Chiang Mai night markets and the Bay of Kotor')).toEqual(['Chiang Mai', 'Bay of Kotor']);
    expect(promptPlaces('Hiking Patagonia on a budget')).toEqual(['Patagonia']);
    expect(promptPlaces('Three days in Kyoto, Kyoto temples')).toEqual(['Kyoto']);
  });

  it('is deterministic', () => {
    expect(generateOutline('Hiking Patagonia on a budget')).toEqual(generateOutline('Hiking Patagonia on a budget'));
  });

  it('refuses a prompt without keywords', () => {
    expect(() => generateOutline('   ')).toThrow(EmptyPromptError);
    expect(() => generateOutline('the and of')).toThrow(EmptyPromptError);
  });

  it('ignores stop words, numbers and repeats', () => {
    expect(promptKeywords('3 days in Kyoto, Kyoto temples')).toEqual(['kyoto', 'temples']);
  });
});
