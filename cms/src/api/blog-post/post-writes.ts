import { POST_MESSAGES } from '@journey-canvas/shared';
import { fieldError } from '../../validation';
import type { WriteIntent } from './admin-dialect';

/**
 * The Document Service write for what the editor asked: "published" saves and publishes at once;
 * "draft" saves the draft only (a live version stays as it is) and drops any publish time;
 * "scheduled" saves the draft with its publish time. Without a status, a new post is published
 * (the specification's "Publish Story"), a live post publishes the change, and a draft or
 * scheduled post stays as it is.
 */
export function writeParams(intent: WriteIntent, fallback: 'published' | 'unchanged') {
  const status = intent.status ?? fallback;
  switch (status) {
    case 'published':
      // A publish time here is refused by the post rules: publishing now and later contradict.
      return { status: 'published' as const, data: { scheduledAt: intent.scheduledAt ?? null } };
    case 'draft':
      return { status: 'draft' as const, data: { scheduledAt: null } };
    case 'scheduled':
      if (!intent.scheduledAt) throw fieldError('scheduledAt', POST_MESSAGES.scheduleRequired);
      return { status: 'draft' as const, data: { scheduledAt: intent.scheduledAt } };
    default:
      return { status: 'draft' as const, data: intent.scheduledAt === undefined ? {} : { scheduledAt: intent.scheduledAt } };
  }
}
