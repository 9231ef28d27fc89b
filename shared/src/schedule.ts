import { POST_MESSAGES } from './schemas/messages';
import { publishTimeSchema } from './schemas/schedule';

/**
 * Where a post stands: not live yet, waiting for an Editor's review (decision 045), waiting for its
 * publish time, or live (perhaps with newer draft changes).
 */
export const POST_STATUSES = ['draft', 'review', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export function isPostStatus(value: unknown): value is PostStatus {
  return typeof value === 'string' && (POST_STATUSES as readonly string[]).includes(value);
}

/** Why a publish time is not a time the CMS takes (publishTimeSchema), or undefined when it is one. */
export function publishTimeProblem(value: unknown): string | undefined {
  const parsed = publishTimeSchema.safeParse(value);
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? POST_MESSAGES.scheduleInvalid);
}

/**
 * Why a publish time cannot be used, or undefined when it can: it must be a real date and time,
 * with its zone, after `now`. The admin form and the CMS judge a schedule with this one rule.
 */
export function scheduleProblem(value: unknown, now = Date.now()): string | undefined {
  if (value === undefined || value === null || value === '') return POST_MESSAGES.scheduleRequired;
  const problem = publishTimeProblem(value);
  if (problem) return problem;
  if (new Date(value as string | Date).getTime() <= now) return POST_MESSAGES.scheduleInPast;
  return undefined;
}
