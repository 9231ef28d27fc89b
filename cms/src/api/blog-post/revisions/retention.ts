/**
 * Which revisions of a post go: the newest `KEEP_RECENT` always stay; of the older ones, the
 * newest of each day (UTC) stays for `KEEP_DAYS` days; every other goes. Pure: the recorder
 * applies it to one post's revisions after each save.
 */
export const KEEP_RECENT = 50;
export const KEEP_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface StoredRevision {
  id: number;
  createdAt: Date | string;
}

/** The ids to delete among `revisions`, given newest first. */
export function revisionsToDrop(revisions: readonly StoredRevision[], now: Date = new Date()): number[] {
  const oldestKept = now.getTime() - KEEP_DAYS * DAY_MS;
  const daysSeen = new Set<string>();
  return revisions.slice(KEEP_RECENT).flatMap((revision) => {
    const at = new Date(revision.createdAt);
    const day = at.toISOString().slice(0, 10);
    const keep = at.getTime() >= oldestKept && !daysSeen.has(day);
    daysSeen.add(day);
    return keep ? [] : [revision.id];
  });
}
