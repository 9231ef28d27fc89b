import { POST_MESSAGES } from './schemas/messages';
import { publishTimeSchema } from './schemas/schedule';

/** `published` may have newer draft changes; `review` waits for an Editor (decision 045). */
export const POST_STATUSES = ['draft', 'review', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export function isPostStatus(value: unknown): value is PostStatus {
  return typeof value === 'string' && (POST_STATUSES as readonly string[]).includes(value);
}

export function publishTimeProblem(value: unknown): string | undefined {
  const parsed = publishTimeSchema.safeParse(value);
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? POST_MESSAGES.scheduleInvalid);
}

/** The one rule the admin form and the CMS judge a schedule by. */
export function scheduleProblem(value: unknown, now = Date.now()): string | undefined {
  if (value === undefined || value === null || value === '') return POST_MESSAGES.scheduleRequired;
  const problem = publishTimeProblem(value);
  if (problem) return problem;
  if (new Date(value as string | Date).getTime() <= now) return POST_MESSAGES.scheduleInPast;
  return undefined;
}
