import { describe, expect, it } from 'vitest';
import { revisionsToDrop } from './retention';

const now = new Date('2026-11-25T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe('revisionsToDrop', () => {
  it('drops nothing from a post with no revisions past the newest 50', () => {
    expect(revisionsToDrop([], now)).toEqual([]);
  });

  it('keeps, of the revisions past the newest 50, only the newest of each day', () => {
    // Three on 2026-11-24 (30 to 32 hours before noon) and two on 2026-11-23.
    const older = [30, 31, 32, 54, 55].map((hours, index) => ({ id: 1000 + index, createdAt: hoursAgo(hours) }));
    expect(revisionsToDrop(older, now)).toEqual([1001, 1002, 1004]);
  });

  it('drops older revisions once they are a year old, however few a day', () => {
    const yearOld = { id: 7, createdAt: hoursAgo(366 * 24) };
    const monthOld = { id: 8, createdAt: hoursAgo(30 * 24) };
    expect(revisionsToDrop([monthOld, yearOld], now)).toEqual([7]);
  });
});
