import type { AnalyticsRange } from '../dataProvider';

/** The date a moment falls on in this browser's time zone. */
export const localDate = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** The last `days` days, today included, in this browser's time zone. */
export function lastDays(days: number, now = new Date()): AnalyticsRange {
  const to = localDate(now);
  const start = new Date(`${to}T12:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return { from: start.toISOString().slice(0, 10), to };
}
