import { POST_MESSAGES } from './schemas/messages';

/** Where a post stands: not live yet, waiting for its publish time, or live (perhaps with newer draft changes). */
export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export function isPostStatus(value: unknown): value is PostStatus {
  return typeof value === 'string' && (POST_STATUSES as readonly string[]).includes(value);
}

/**
 * Why a publish time cannot be used, or undefined when it can: it must be a real date and time
 * after `now`. The admin form and the CMS judge a schedule with this one rule.
 */
export function scheduleProblem(value: unknown, now = Date.now()): string | undefined {
  if (value === undefined || value === null || value === '') return POST_MESSAGES.scheduleRequired;
  const time = value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) return POST_MESSAGES.scheduleInvalid;
  if (time <= now) return POST_MESSAGES.scheduleInPast;
  return undefined;
}
