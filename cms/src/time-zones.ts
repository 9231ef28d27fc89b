/** Days in the editor's time zone: the "Today" tile, the analytics' days (decision 101). */
import { quoted, refuse } from './admin-api/list-params';

/** Read as if it were UTC: its distance from `at` is the zone's offset. */
function wallClock(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((found) => found.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** The "Today" tile counts from the editor's midnight, not the server's. */
export function startOfDayIn(timeZone: string, now = new Date()): Date {
  const wholeSecond = Math.floor(now.getTime() / 1000) * 1000;
  const wallNow = wallClock(timeZone, now);
  const wallMidnight = wallNow - (wallNow % 86_400_000);
  // The offset at midnight, which differs from now's on a day the clocks change.
  const guess = wallMidnight - (wallNow - wholeSecond);
  return new Date(wallMidnight - (wallClock(timeZone, new Date(guess)) - guess));
}

/** The date (`2026-11-30`) an instant falls on in a time zone. */
export const dateIn = (timeZone: string, at: number | Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** The instant a date (`2026-11-30`) begins in a time zone. */
export function midnightIn(timeZone: string, date: string): number {
  const wallMidnight = Date.parse(`${date}T00:00:00Z`);
  const guess = wallMidnight - (wallClock(timeZone, new Date(wallMidnight)) - wallMidnight);
  return wallMidnight - (wallClock(timeZone, new Date(guess)) - guess);
}

/** Absent means the server's own. */
export function parseTimeZone(raw: unknown): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || raw.length > 64) return refuse(`Query parameter "timeZone" must be one time zone name`);
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: raw });
  } catch {
    refuse(`Query parameter "timeZone" is not a known time zone: ${quoted(raw)}`);
  }
  return raw;
}
