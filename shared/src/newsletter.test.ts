import { describe, expect, it } from 'vitest';
import { latestDigestSlot } from './newsletter';

describe('the weekly digest slot', () => {
  const monday8 = { digestWeekday: 1, digestHour: 8 };

  it('is the last chosen weekday and hour at or before now, in UTC', () => {
    // Wednesday 26 November 2025, 10:00 UTC: the slot was Monday the 24th at 08:00.
    expect(latestDigestSlot(monday8, new Date('2025-11-26T10:00:00Z')).toISOString()).toBe('2025-11-24T08:00:00.000Z');
    expect(latestDigestSlot(monday8, new Date('2025-11-24T08:00:00Z')).toISOString()).toBe('2025-11-24T08:00:00.000Z');
    expect(latestDigestSlot(monday8, new Date('2025-11-24T07:59:59Z')).toISOString()).toBe('2025-11-17T08:00:00.000Z');
    expect(latestDigestSlot({ digestWeekday: 7, digestHour: 23 }, new Date('2025-11-24T00:30:00Z')).toISOString()).toBe(
      '2025-11-23T23:00:00.000Z',
    );
  });
});
