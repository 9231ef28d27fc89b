import type { AnalyticsRange } from '../dataProvider';
import { calendarDay } from '../dates';

/** The last `days` days, today included, in this browser's time zone. */
export function lastDays(days: number, now = new Date()): AnalyticsRange {
  const to = calendarDay(now);
  const start = new Date(`${to}T12:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return { from: start.toISOString().slice(0, 10), to };
}
