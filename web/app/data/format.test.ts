import { describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate } from './format';

describe('formatting', () => {
  it('writes long and short dates', () => {
    expect(formatLongDate('2026-03-04T10:00:00.000Z')).toBe('March 4, 2026');
    expect(formatShortDate('2026-03-04T10:00:00.000Z')).toBe('Mar 4, 2026');
  });

  it("writes them in the page's language (decision 100)", () => {
    expect(formatLongDate('2026-03-04T10:00:00.000Z', 'fr')).toBe('4 mars 2026');
    expect(formatShortDate('2026-03-04T10:00:00.000Z', 'de')).toBe('4. März 2026');
  });
});
