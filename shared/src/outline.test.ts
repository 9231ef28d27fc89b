import { describe, expect, it } from 'vitest';
import { EmptyPromptError, generateOutline, promptKeywords } from './outline';

describe('generateOutline', () => {
  it('builds a Markdown outline from the keywords of the prompt', () => {
    const outline = generateOutline('Write about street food and temples in Bangkok');
    expect(outline.title).toBe('Street Food Temples Bangkok: A Travel Story');
    expect(outline.content).toContain('## What to Eat and Where');
    expect(outline.content).toContain('## Culture and Customs');
    expect(outline.content).toContain('## Street');
    expect(outline.content.length).toBeGreaterThanOrEqual(100);
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
