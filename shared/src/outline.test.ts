import { describe, expect, it } from 'vitest';
import { EmptyPromptError, generateOutline, promptKeywords } from './outline';

describe('generateOutline', () => {
  it('builds a Markdown outline from the keywords of the prompt', () => {
    const outline = generateOutline('Write about street food and temples in Bangkok');
    expect(outline.title).toBe('Street Food Temples Bangkok: A Travel Story');
    // The themes its words call for (food, culture), then a section for each of the first three keywords.
    expect(outline.content.match(/^## .+$/gm)).toEqual([
      '## Introduction',
      '## Getting There and Around',
      '## What to Eat and Where',
      '## Culture and Customs',
      '## Street',
      '## Food',
      '## Temples',
      '## Where to Stay',
      '## Final Thoughts',
    ]);
    expect(outline.content).toContain(
      '## Introduction\n\n- Why Street Food Temples Bangkok belongs on your list\n- The moment that made this trip memorable\n\n',
    );
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
