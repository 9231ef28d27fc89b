import type { PostStatus } from '@journey-canvas/shared';
import { NOTICES } from '../i18n/en';
import type { FieldValues } from 'react-hook-form';
import { toSubmission } from './postResolver';

/** What each save button sends: the form's fields and the status asked for. */
export function submissionFor(status: PostStatus) {
  return (values: FieldValues) => ({
    ...toSubmission(values),
    status,
    scheduledAt: status === 'scheduled' && values.scheduledAt ? new Date(values.scheduledAt).toISOString() : null,
  });
}

const localTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The toast after a successful save, by what was asked. */
export function savedNotice(status: PostStatus, post: { postType?: string; scheduledAt?: string | null }) {
  if (status === 'published') return NOTICES.publishSucceeded(post.postType ?? 'blog');
  if (status === 'scheduled' && post.scheduledAt) {
    return { title: 'Story Scheduled', description: `It will be published on ${localTime(post.scheduledAt)}.` };
  }
  if (status === 'review')
    return { title: 'Submitted for Review', description: 'An Editor will publish it or send it back with a note.' };
  return { title: 'Draft Saved', description: 'Readers will not see it until you publish it.' };
}

/** The toast after a failed save: a failed publish says so as the specification words it, any other save as a save. */
export function failedNotice(status: PostStatus, reason: string | undefined) {
  const { title, fallback } = status === 'published' ? NOTICES.publishFailed : NOTICES.saveFailed;
  return { title, description: reason || fallback };
}

/** The editor's own time zone, as the schedule field is read and shown in it. */
export const editorTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Where the form's unsaved content is kept in this browser: one place per post, one for a new post. */
export const unsavedWorkKey = (id: string | number | undefined) => `journey-canvas:unsaved-post:${id ?? 'new'}`;
