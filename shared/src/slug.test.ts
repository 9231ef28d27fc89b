import { describe, expect, it } from 'vitest';
import { slugify, slugProblem, uniqueSlug } from './slug';

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

describe('slugProblem', () => {
  it('accepts exactly the slugs slugify makes, up to 80 characters', () => {
    expect(slugProblem('kyoto-in-autumn-2')).toBeUndefined();
    expect(slugProblem('k'.repeat(80))).toBeUndefined();
    expect(slugProblem('k'.repeat(81))).toBe('tooLong');
    for (const bad of ['Kyoto', 'kyoto--autumn', '-kyoto', 'kyoto-', 'kyoto autumn', 'kyoto/autumn', 'kyōto', '']) {
      expect(slugProblem(bad)).toBe('invalid');
    }
  });
});
