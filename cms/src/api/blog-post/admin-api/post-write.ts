import { errors } from '@strapi/utils';
import { isPostStatus, POST_FIELDS, POST_MESSAGES, publishTimeProblem, type PostStatus } from '@journey-canvas/shared';
import { fieldError } from '../../../validation';

/**
 * What a create or update of the admin API asks for: its status and publish time, read from the
 * body, and the Document Service write that does it.
 */

/** Only what an editor writes; read-only fields of a full record (`id`, dates, ...) are ignored, and `slug` is an update's own (decision 044). */
export const writableFields = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([key]) => (POST_FIELDS as string[]).includes(key)));

/** What a write asks for: publish now (the default for a new post), keep a draft, or schedule. */
export interface WriteIntent {
  status?: PostStatus;
  scheduledAt?: string | null;
}

/**
 * The status and publish time a write asks for. A time is checked even where the write drops it
 * (a draft): one without its zone, or with a control character, is refused wherever it is sent.
 */
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

/**
 * The Document Service write for what the editor asked: "published" saves and publishes at once;
 * "draft" saves the draft only (a live version stays as it is) and drops any publish time;
 * "review" saves the draft and asks an Editor for review (decision 045), dropping any publish time
 * and the note of an earlier review; "scheduled" saves the draft with its publish time. Without a
 * status, a new post is published (the specification's "Publish Story"), a live post publishes the
 * change, and a draft or scheduled post stays as it is. A post saved as a draft leaves review with
 * the note kept for its writer; one published or scheduled leaves it, note and all, through the post
 * rules, as by every door (rules/review-approval.ts).
 */
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

/**
 * The admin API's dialect, `images: [{ id, alternativeText, caption }]`, as the post's `imageText`
 * entries; the post rules check and merge them (a field left out stays as stored).
 */
export function imageTextOf(body: unknown): { imageText?: unknown[] } {
  const images = (body as { images?: unknown } | null)?.images;
  if (!Array.isArray(images)) return {};
  const texts = images.filter(
    (image) => typeof image === 'object' && image !== null && ('alternativeText' in image || 'caption' in image),
  );
  return texts.length > 0 ? { imageText: texts } : {};
}
