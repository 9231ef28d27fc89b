import type { ListStatus, PostStatus } from '@journey-canvas/shared';
import { NOTICES } from '../i18n/en';
import type { FieldValues } from 'react-hook-form';
import { toSubmission } from './postResolver';
import { shownDateAndTime } from '../dates';

/** `keep`: the post stays where it stands (see `plainSave`). */
export type SaveKind = PostStatus | 'keep';

/** A plain save must neither cancel a schedule (decision 020) nor withdraw a post from review (decision 045). */
export function plainSave(status: ListStatus | undefined): { kind: SaveKind; label: string } {
  return status === 'scheduled' || status === 'review'
    ? { kind: 'keep', label: 'Save changes' }
    : { kind: 'draft', label: 'Save draft' };
}

type Submission = ReturnType<typeof toSubmission> & { status?: PostStatus; scheduledAt?: string | null };

const instant = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/**
 * `keep` sends a scheduled post as scheduled, so one the scheduler published meanwhile is refused
 * rather than changed live; a post in review goes without a status, which the CMS reads as "as it is".
 */
export function submissionFor(kind: SaveKind) {
  return (values: FieldValues): Submission => {
    if (kind === 'keep') {
      return values.status === 'scheduled'
        ? { ...toSubmission(values), status: 'scheduled', scheduledAt: instant(values.scheduledAt) }
        : toSubmission(values);
    }
    return { ...toSubmission(values), status: kind, scheduledAt: kind === 'scheduled' ? instant(values.scheduledAt) : null };
  };
}

export function savedNotice(kind: SaveKind, post: { postType?: string; status?: string; scheduledAt?: string | null }) {
  if (kind === 'published') return NOTICES.publishSucceeded(post.postType ?? 'blog');
  if (kind === 'scheduled' && post.scheduledAt) {
    return { title: 'Story Scheduled', description: `It will be published on ${shownDateAndTime(post.scheduledAt)}.` };
  }
  if (kind === 'review')
    return { title: 'Submitted for Review', description: 'An Editor will publish it or send it back with a note.' };
  if (kind === 'keep') {
    if (post.status === 'scheduled' && post.scheduledAt) {
      return {
        title: 'Changes Saved',
        description: `Still scheduled: it will be published on ${shownDateAndTime(post.scheduledAt)}.`,
      };
    }
    if (post.status === 'review') {
      return { title: 'Changes Saved', description: 'Still in review: an Editor will publish it or send it back with a note.' };
    }
    // An Editor published it meanwhile: the CMS publishes a change sent without a status.
    if (post.status === 'published') return NOTICES.updateSucceeded;
  }
  return { title: 'Draft Saved', description: 'Readers will not see it until you publish it.' };
}

export function failedNotice(kind: SaveKind, reason: string | undefined) {
  const { title, fallback } = kind === 'published' ? NOTICES.publishFailed : NOTICES.saveFailed;
  return { title, description: reason || fallback };
}

export const editorTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const unsavedWorkKey = (id: string | number | undefined) => `journey-canvas:unsaved-post:${id ?? 'new'}`;
