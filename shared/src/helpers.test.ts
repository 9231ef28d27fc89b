import { describe, expect, it } from 'vitest';
import { CATEGORIES, postTypeLabel } from './categories';
import { contentPreview } from './preview';
import { countWords, readingTimeMinutes } from './reading-time';
import { slugify, uniqueSlug } from './slug';

describe('categories', () => {
  it('has the twelve categories of the specification with their labels', () => {
    expect(CATEGORIES).toHaveLength(12);
    expect(postTypeLabel('food')).toBe('Food & Cuisine');
    expect(postTypeLabel('wellness')).toBe('Travel Wellness');
  });

  it('shows the Travel badge for blog, missing and unknown types', () => {
    expect(postTypeLabel('blog')).toBe('Travel');
    expect(postTypeLabel(undefined)).toBe('Travel');
    expect(postTypeLabel('nonsense')).toBe('Travel');
  });
});

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

describe('slugify', () => {
  it('makes lower-case hyphenated ASCII slugs', () => {
    expect(slugify('  Crème Brûlée in Paris: 3 Days!  ')).toBe('creme-brulee-in-paris-3-days');
    expect(slugify('東京')).toBe('post');
  });

  it('numbers a slug until it is free', async () => {
    const taken = new Set(['my-trip', 'my-trip-2']);
    expect(await uniqueSlug('My Trip', async (slug) => taken.has(slug))).toBe('my-trip-3');
    expect(await uniqueSlug('Other', async (slug) => taken.has(slug))).toBe('other');
  });
});

describe('contentPreview', () => {
  it('keeps short text whole and plain', () => {
    expect(contentPreview('## Hello\n\n**Bold** [link](https://x.example) text')).toBe('Hello Bold link text');
  });

  it('cuts long text at 150 characters with an ellipsis', () => {
    const preview = contentPreview('a'.repeat(400));
    expect(preview).toBe(`${'a'.repeat(150)}…`);
  });
});
