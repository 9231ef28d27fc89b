import { describe, expect, it } from 'vitest';
import { countWords, readingTimeMinutes } from './reading-time';

describe('reading time', () => {
  it('is words divided by 200, rounded up', () => {
    expect(readingTimeMinutes('word '.repeat(200))).toBe(1);
    expect(readingTimeMinutes('word '.repeat(201))).toBe(2);
    expect(readingTimeMinutes('word '.repeat(1000))).toBe(5);
  });

  it('does not count Markdown symbols as words', () => {
    expect(countWords('## Title\n\n- one **two** > three\n\n---')).toBe(4);
  });
});
