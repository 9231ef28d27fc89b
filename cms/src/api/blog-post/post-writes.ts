import { POST_MESSAGES, type PostStatus } from '@journey-canvas/shared';
import { fieldError } from '../../validation';
import type { WriteIntent } from './admin-dialect';

/**
 * How the admin API's statuses map onto Strapi's Draft & Publish. Every post has a draft; a
 * published post also has a live version; a scheduled post is a draft with a publish time.
 */
export function statusFilter(status: PostStatus | undefined): {
  filters: Record<string, unknown>;
  publicationFilter?: 'has-published-version-document' | 'never-published-document';
} {
  switch (status) {
    case 'published':
      return { filters: {}, publicationFilter: 'has-published-version-document' };
    case 'scheduled':
      return { filters: { scheduledAt: { $notNull: true } } };
    case 'draft':
      return { filters: { scheduledAt: { $null: true } }, publicationFilter: 'never-published-document' };
    default:
      return { filters: {} };
  }
}

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
