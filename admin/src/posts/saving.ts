import type { ListStatus, PostStatus } from '@journey-canvas/shared';
import { NOTICES } from '../i18n/en';
import type { FieldValues } from 'react-hook-form';
import { toSubmission } from './postResolver';
import { shownDateAndTime } from '../dates';

/** What a save button asks for: a status, or `keep`, the post staying where it stands (see `plainSave`). */
export type SaveKind = PostStatus | 'keep';

/**
 * The toolbar's plain save for a post where it stands. A new post, a draft and a live post save
 * their draft ("Save draft"; a live version stays live). A scheduled post and one in review keep
 * their standing ("Save changes"): Unschedule is the way back to Draft (decision 020), and only
 * publishing, scheduling or an Editor's Send back take a post out of review (decision 045), so
 * a plain save must neither cancel a schedule nor withdraw a post from review.
 */
export function plainSave(status: ListStatus | undefined): { kind: SaveKind; label: string } {
  return status === 'scheduled' || status === 'review'
    ? { kind: 'keep', label: 'Save changes' }
    : { kind: 'draft', label: 'Save draft' };
}

/** A save's body: the form's fields, and the status and publish time asked for when one is. */
type Submission = ReturnType<typeof toSubmission> & { status?: PostStatus; scheduledAt?: string | null };

const instant = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/**
 * What each save button sends: the form's fields and the status asked for. `keep` asks a
 * scheduled post to stay scheduled at the time in its field (so a post the scheduler published
 * meanwhile is refused rather than changed live, as a body without a status would be); a post in
 * review is sent without a status, which the CMS reads as "as it is", review mark included
 * (cms/src/api/blog-post/admin-api/write-body.ts). The form's values hold the record's status.
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

/** The toast after a successful save, by what was asked and, for `keep`, where the post now stands. */
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
    // A post in review that an Editor published meanwhile: the CMS publishes a change sent without a status.
    if (post.status === 'published') return NOTICES.updateSucceeded;
  }
  return { title: 'Draft Saved', description: 'Readers will not see it until you publish it.' };
}

/** The toast after a failed save: a failed publish says so as the specification words it, any other save as a save. */
export function failedNotice(kind: SaveKind, reason: string | undefined) {
  const { title, fallback } = kind === 'published' ? NOTICES.publishFailed : NOTICES.saveFailed;
  return { title, description: reason || fallback };
}

/** The editor's own time zone, as the schedule field is read and shown in it. */
export const editorTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Where the form's unsaved content is kept in this browser: one place per post, one for a new post. */
export const unsavedWorkKey = (id: string | number | undefined) => `journey-canvas:unsaved-post:${id ?? 'new'}`;
