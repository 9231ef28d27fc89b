import { POST_STATUSES } from './schedule';

export const TRASH_RETENTION_DAYS = 30;

/** A post in the Trash has no other status. */
export const LIST_STATUSES = [...POST_STATUSES, 'trash'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

export function isListStatus(value: unknown): value is ListStatus {
  return typeof value === 'string' && (LIST_STATUSES as readonly string[]).includes(value);
}
