import { describe, expect, it } from 'vitest';
import { KEEP_RECENT, revisionsToDrop } from './retention';

const now = new Date('2026-11-25T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

/** `count` revisions, newest first, one every `everyHours` hours from now back; ids count down from `count`. */
const history = (count: number, everyHours: number) =>
  Array.from({ length: count }, (_, index) => ({ id: count - index, createdAt: hoursAgo(index * everyHours) }));

describe('revisionsToDrop', () => {
  it('keeps every revision of a post with up to 50', () => {
    expect(revisionsToDrop(history(KEEP_RECENT, 0.01), now)).toEqual([]);
  });

  it('keeps the newest 50 and, of older ones, only the newest of each day', () => {
    // 50 from this morning, then three on 2026-11-24 (30 to 32 hours before noon) and two on 2026-11-23.
    const recent = history(KEEP_RECENT, 0.01);
    const older = [30, 31, 32, 54, 55].map((hours, index) => ({ id: 1000 + index, createdAt: hoursAgo(hours) }));
    expect(revisionsToDrop([...recent, ...older], now)).toEqual([1001, 1002, 1004]);
  });

  it('drops older revisions once they are a year old, however few a day', () => {
    const recent = history(KEEP_RECENT, 0.01);
    const yearOld = { id: 7, createdAt: hoursAgo(366 * 24) };
    const monthOld = { id: 8, createdAt: hoursAgo(30 * 24) };
    expect(revisionsToDrop([...recent, monthOld, yearOld], now)).toEqual([7]);
  });

  it('never drops one of the newest 50, however old', () => {
    expect(revisionsToDrop(history(KEEP_RECENT, 24 * 30), now)).toEqual([]);
  });
});
