import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, slugify, slugProblem, uniqueSlug } from './slug';

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

  it('numbers a long slug within 80 characters, leaving no hyphen before the number', async () => {
    const long = `${'a'.repeat(78)} bc`;
    const base = slugify(long);
    expect(base).toHaveLength(SLUG_MAX_LENGTH);
    const second = await uniqueSlug(long, async (slug) => slug === base);
    expect(second).toBe(`${'a'.repeat(78)}-2`);
    const asked: string[] = [];
    const eleventh = await uniqueSlug(long, async (slug) => asked.push(slug) <= 10);
    expect(asked.slice(8, 10)).toEqual([`${'a'.repeat(78)}-9`, `${'a'.repeat(77)}-10`]);
    expect(eleventh).toBe(`${'a'.repeat(77)}-11`);
    // Cut right after a word, the base leaves its hyphen out.
    expect(await uniqueSlug(`${'a'.repeat(77)} bcd`, async (slug) => slug.length === 80)).toBe(`${'a'.repeat(77)}-2`);
    for (const slug of [second, eleventh]) expect(slugProblem(slug)).toBeUndefined();
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
