import { describe, expect, it } from 'vitest';
import { midnightIn, parseTimeZone, startOfDayIn } from './time-zones';

describe('the start of an editor’s day', () => {
  it('is their midnight, east and west of UTC', () => {
    const now = new Date('2026-11-29T03:30:00Z');
    expect(startOfDayIn('UTC', now).toISOString()).toBe('2026-11-29T00:00:00.000Z');
    // 19:30 the evening before in Denver (UTC-7 in winter).
    expect(startOfDayIn('America/Denver', now).toISOString()).toBe('2026-11-28T07:00:00.000Z');
    // 16:30 in Auckland (UTC+13 in summer).
    expect(startOfDayIn('Pacific/Auckland', now).toISOString()).toBe('2026-11-28T11:00:00.000Z');
    expect(startOfDayIn('Asia/Kolkata', now).toISOString()).toBe('2026-11-28T18:30:00.000Z');
  });

  it('holds on a day the clocks change', () => {
    // Lisbon moved from UTC+1 to UTC at 02:00 on 25 October 2026; its midnight was still summer time.
    expect(startOfDayIn('Europe/Lisbon', new Date('2026-10-25T12:00:00Z')).toISOString()).toBe('2026-10-24T23:00:00.000Z');
    // New York moved from UTC-5 to UTC-4 at 02:00 on 8 March 2026.
    expect(startOfDayIn('America/New_York', new Date('2026-03-08T18:00:00Z')).toISOString()).toBe('2026-03-08T05:00:00.000Z');
  });

  it('begins a given date at its midnight in the zone, east and west of UTC and across a clock change', () => {
    expect(new Date(midnightIn('Asia/Tokyo', '2026-11-30')).toISOString()).toBe('2026-11-29T15:00:00.000Z');
    expect(new Date(midnightIn('America/New_York', '2026-11-30')).toISOString()).toBe('2026-11-30T05:00:00.000Z');
    // Lisbon moves to summer time at 01:00 on 2026-03-29: the day begins at winter midnight.
    expect(new Date(midnightIn('Europe/Lisbon', '2026-03-29')).toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(new Date(midnightIn('Europe/Lisbon', '2026-03-30')).toISOString()).toBe('2026-03-29T23:00:00.000Z');
  });

  it('takes a time zone name, or none, and refuses anything else with a message', () => {
    expect(parseTimeZone(undefined)).toBeUndefined();
    expect(parseTimeZone('Europe/Lisbon')).toBe('Europe/Lisbon');
    expect(() => parseTimeZone('Mars/Olympus_Mons')).toThrow(
      'Query parameter "timeZone" is not a known time zone: "Mars/Olympus_Mons"',
    );
    expect(() => parseTimeZone(['UTC', 'UTC'])).toThrow('Query parameter "timeZone" must be one time zone name');
  });
});
