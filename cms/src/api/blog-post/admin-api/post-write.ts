import { errors } from '@strapi/utils';
import { isPostStatus, POST_FIELDS, POST_MESSAGES, publishTimeProblem, type PostStatus } from '@journey-canvas/shared';
import { fieldError } from '../../../validation';

/** An admin API write's status and publish time, read from the body, and the Document Service write that does it. */

/** Read-only fields of a full record are ignored; `slug` is an update's own (decision 044). */
export const writableFields = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([key]) => (POST_FIELDS as string[]).includes(key)));

export interface WriteIntent {
  status?: PostStatus;
  scheduledAt?: string | null;
}

/** A time is checked even where the write drops it: one without its zone is refused wherever it is sent. */
export function parseWriteIntent(body: unknown): WriteIntent {
  const { status, scheduledAt } = (body ?? {}) as Record<string, unknown>;
  if (status !== undefined && !isPostStatus(status)) {
    throw new errors.ValidationError('Status must be "draft", "review", "scheduled" or "published"');
  }
  if (scheduledAt !== undefined && scheduledAt !== null && typeof scheduledAt !== 'string') {
    throw fieldError('scheduledAt', 'scheduledAt must be an ISO 8601 date and time, or null');
  }
  const problem = scheduledAt ? publishTimeProblem(scheduledAt) : undefined;
  if (problem) throw fieldError('scheduledAt', problem);
  return { status, scheduledAt };
}

/** Without a status, a new post is published (the specification's "Publish Story"); review: decision 045. */
export function writeParams(intent: WriteIntent, fallback: 'published' | 'unchanged') {
  const status = intent.status ?? fallback;
  switch (status) {
    case 'published':
      // A publish time here is refused by the post rules: publishing now and later contradict.
      return { status: 'published' as const, data: { scheduledAt: intent.scheduledAt ?? null } };
    case 'draft':
      return { status: 'draft' as const, data: { scheduledAt: null, reviewRequestedAt: null } };
    case 'review':
      return {
        status: 'draft' as const,
        data: { scheduledAt: null, reviewRequestedAt: new Date().toISOString(), reviewNote: null },
      };
    case 'scheduled':
      if (!intent.scheduledAt) throw fieldError('scheduledAt', POST_MESSAGES.scheduleRequired);
      return { status: 'draft' as const, data: { scheduledAt: intent.scheduledAt } };
    default:
      return { status: 'draft' as const, data: intent.scheduledAt === undefined ? {} : { scheduledAt: intent.scheduledAt } };
  }
}

/** The admin API's `images: [{ id, alternativeText, caption }]` as `imageText` entries; the post rules merge them. */
export function imageTextOf(body: unknown): { imageText?: unknown[] } {
  const images = (body as { images?: unknown } | null)?.images;
  if (!Array.isArray(images)) return {};
  const texts = images.filter(
    (image) => typeof image === 'object' && image !== null && ('alternativeText' in image || 'caption' in image),
  );
  return texts.length > 0 ? { imageText: texts } : {};
}
