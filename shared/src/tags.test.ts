import { describe, expect, it } from 'vitest';
import { TAG_MESSAGES, TAGS_MAX_PER_POST, tagListSchema, tagNameSchema, tagSlug } from './tags';

describe('tags', () => {
  it('makes "Rail", "rail " and "RAIL" one tag', () => {
    expect(new Set(['Rail', 'rail ', 'RAIL'].map(tagSlug))).toEqual(new Set(['rail']));
    expect(tagListSchema.parse(['Rail', 'rail ', 'RAIL', 'Budget'])).toEqual(['Rail', 'Budget']);
  });

  it('keeps a name as typed, with single spaces, and gives it an address without accents', () => {
    expect(tagNameSchema.parse('  Café   culture ')).toBe('Café culture');
    expect(tagSlug('Café culture')).toBe('cafe-culture');
    expect(tagSlug('Trans-Siberian & B&B')).toBe('trans-siberian-b-b');
    expect(tagSlug('日本')).toBe('日本');
  });

  it('refuses markup, control and direction characters, empty and long names with a message', () => {
    const message = (name: unknown) => tagNameSchema.safeParse(name).error?.issues[0]?.message;
    expect(message('<script>alert(1)</script>')).toBe(TAG_MESSAGES.characters);
    expect(message('javascript:alert(1)')).toBe(TAG_MESSAGES.characters);
    expect(message('a\u0000b')).toBe(TAG_MESSAGES.characters);
    expect(message('abc\u202Edef')).toBe(TAG_MESSAGES.characters);
    expect(message('   ')).toBe(TAG_MESSAGES.noLetters);
    expect(message('- . -')).toBe(TAG_MESSAGES.noLetters);
    expect(message('x'.repeat(100_000))).toBe(TAG_MESSAGES.tooLong);
    expect(message(42)).toBe(TAG_MESSAGES.notText);
  });

  it('allows at most ten distinct tags on a post', () => {
    const names = Array.from({ length: TAGS_MAX_PER_POST }, (_, i) => `Tag ${i}`);
    expect(tagListSchema.parse([...names, 'TAG 0'])).toHaveLength(TAGS_MAX_PER_POST);
    expect(tagListSchema.safeParse([...names, 'Eleventh']).error?.issues[0]?.message).toBe(TAG_MESSAGES.tooMany);
    expect(tagListSchema.safeParse('Rail').error?.issues[0]?.message).toBe(TAG_MESSAGES.notList);
  });
});
