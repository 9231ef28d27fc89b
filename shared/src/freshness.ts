import { GUIDE_STALE_MONTHS } from './limits';

export const GUIDE_CHECK_LABELS = {
  reported: 'Reported out of date by a reader',
  never: 'Never verified',
  stale: `Not verified for ${GUIDE_STALE_MONTHS} months`,
} as const;

export type GuideCheck = keyof typeof GUIDE_CHECK_LABELS;

/** `lastVerifiedAt` (`YYYY-MM-DD`) is read as that day in UTC; only guides are ever due. */
export function guideCheckDue(
  post: { postType?: string | null; lastVerifiedAt?: string | null; outdatedReportedAt?: string | null },
  now: Date = new Date(),
): GuideCheck | null {
  if (post.postType !== 'guide') return null;
  if (post.outdatedReportedAt && (!post.lastVerifiedAt || post.outdatedReportedAt.slice(0, 10) > post.lastVerifiedAt)) {
    return 'reported';
  }
  if (!post.lastVerifiedAt) return 'never';
  const limit = new Date(now);
  limit.setUTCMonth(limit.getUTCMonth() - GUIDE_STALE_MONTHS);
  return Date.parse(post.lastVerifiedAt) <= limit.getTime() ? 'stale' : null;
}
