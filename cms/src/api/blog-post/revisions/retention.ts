/** The newest `KEEP_RECENT` revisions stay; of older ones, the newest of each UTC day stays for `KEEP_DAYS` days (decision 037). */
export const KEEP_RECENT = 50;
export const KEEP_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface StoredRevision {
  id: number;
  createdAt: Date | string;
}

/** `older` is newest first. */
export function revisionsToDrop(older: readonly StoredRevision[], now: Date = new Date()): number[] {
  const oldestKept = now.getTime() - KEEP_DAYS * DAY_MS;
  const daysSeen = new Set<string>();
  return older.flatMap((revision) => {
    const at = new Date(revision.createdAt);
    const day = at.toISOString().slice(0, 10);
    const keep = at.getTime() >= oldestKept && !daysSeen.has(day);
    daysSeen.add(day);
    return keep ? [] : [revision.id];
  });
}
