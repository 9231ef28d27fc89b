import { DEFAULT_POST_TYPE } from '@journey-canvas/shared';
import { describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate, typeBadge } from './format';

describe('formatting', () => {
  it('writes long and short dates', () => {
    expect(formatLongDate('2026-03-04T10:00:00.000Z')).toBe('March 4, 2026');
    expect(formatShortDate('2026-03-04T10:00:00.000Z')).toBe('Mar 4, 2026');
  });

  it('labels the type badge, Travel by default', () => {
    expect(typeBadge('guide')).toBe('Travel Guide');
    expect(typeBadge(null)).toBe('Travel');
    expect(typeBadge(DEFAULT_POST_TYPE)).toBe('Travel');
  });
});
