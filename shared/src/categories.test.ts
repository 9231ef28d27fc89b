import { describe, expect, it } from 'vitest';
import { CATEGORIES, DEFAULT_POST_TYPE, isPostType, POST_TYPES, postTypeLabel } from './categories';

describe('categories', () => {
  it('has the twelve categories of the product specification with their labels, then the default type', () => {
    expect(CATEGORIES.map((category) => category.value)).toEqual([
      'adventure',
      'cultural',
      'food',
      'photography',
      'solo',
      'family',
      'luxury',
      'budget',
      'guide',
      'tips',
      'lifestyle',
      'wellness',
    ]);
    expect(POST_TYPES).toEqual([...CATEGORIES.map((category) => category.value), DEFAULT_POST_TYPE]);
    expect(postTypeLabel('food')).toBe('Food & Cuisine');
    expect(postTypeLabel('wellness')).toBe('Travel Wellness');
  });

  it('shows the Travel badge for the default, missing and unknown types', () => {
    expect(postTypeLabel(DEFAULT_POST_TYPE)).toBe('Travel');
    expect(postTypeLabel(undefined)).toBe('Travel');
    expect(postTypeLabel('nonsense')).toBe('Travel');
  });

  it('tells a post type from anything else', () => {
    expect(isPostType('guide')).toBe(true);
    expect(isPostType(DEFAULT_POST_TYPE)).toBe(true);
    expect(isPostType('Guide')).toBe(false);
    expect(isPostType(3)).toBe(false);
  });
});
