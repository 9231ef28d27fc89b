import { describe, expect, it } from 'vitest';
import { guideCheckDue } from './freshness';

const now = new Date('2026-11-24T09:00:00Z');

describe('guideCheckDue', () => {
  it('flags a guide never verified, or verified twelve months ago or more', () => {
    expect(guideCheckDue({ postType: 'guide' }, now)).toBe('never');
    expect(guideCheckDue({ postType: 'guide', lastVerifiedAt: null }, now)).toBe('never');
    expect(guideCheckDue({ postType: 'guide', lastVerifiedAt: '2025-11-24' }, now)).toBe('stale');
    expect(guideCheckDue({ postType: 'guide', lastVerifiedAt: '2024-01-01' }, now)).toBe('stale');
  });

  it('leaves a guide verified within the year, and every other post, alone', () => {
    expect(guideCheckDue({ postType: 'guide', lastVerifiedAt: '2025-11-25' }, now)).toBeNull();
    expect(guideCheckDue({ postType: 'food', lastVerifiedAt: null }, now)).toBeNull();
    expect(guideCheckDue({ postType: null }, now)).toBeNull();
  });

  it('flags a guide a reader reported out of date after its last verification, until it is verified again', () => {
    const reported = { postType: 'guide', outdatedReportedAt: '2026-11-20T10:00:00.000Z' };
    expect(guideCheckDue({ ...reported, lastVerifiedAt: '2026-11-01' }, now)).toBe('reported');
    expect(guideCheckDue({ ...reported, lastVerifiedAt: null }, now)).toBe('reported');
    expect(guideCheckDue({ ...reported, lastVerifiedAt: '2026-11-20' }, now)).toBeNull();
    expect(guideCheckDue({ ...reported, postType: 'food' }, now)).toBeNull();
  });
});
