import { POST_STATUSES } from './schedule';

/** How long a post stays in the Trash before a CMS task deletes it for good. */
export const TRASH_RETENTION_DAYS = 30;

/** What the admin list filters by: a post's status, or the Trash (where a post has no other status). */
export const LIST_STATUSES = [...POST_STATUSES, 'trash'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

export function isListStatus(value: unknown): value is ListStatus {
  return typeof value === 'string' && (LIST_STATUSES as readonly string[]).includes(value);
}
