import { describe, expect, it } from 'vitest';
import { lastDays } from './range';

describe('the last days', () => {
  it('end today and count today in, across a month and a year', () => {
    expect(lastDays(1, new Date(2026, 11, 3, 15))).toEqual({ from: '2026-12-03', to: '2026-12-03' });
    expect(lastDays(30, new Date(2026, 11, 3, 15))).toEqual({ from: '2026-11-04', to: '2026-12-03' });
    expect(lastDays(7, new Date(2027, 0, 2, 9))).toEqual({ from: '2026-12-27', to: '2027-01-02' });
  });
});
