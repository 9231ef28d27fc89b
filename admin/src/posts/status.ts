import type { ListStatus } from '@journey-canvas/shared';
import { shownDateAndTime } from '../dates';

export interface StatusRecord {
  status: ListStatus;
  draftChanges?: boolean;
  scheduledAt?: string | null;
}

export const STATUS_CHOICES = [
  { id: 'published', name: 'Published' },
  { id: 'draft', name: 'Draft' },
  { id: 'review', name: 'In review' },
  { id: 'scheduled', name: 'Scheduled' },
  { id: 'trash', name: 'Trash' },
];

/** The schedule is shown in the editor's time zone. */
export function statusLabel(post: StatusRecord): string {
  if (post.status === 'trash') return 'In the Trash';
  if (post.status === 'published') return post.draftChanges ? 'Published, draft changes' : 'Published';
  if (post.status === 'scheduled' && post.scheduledAt) {
    return `Scheduled for ${shownDateAndTime(post.scheduledAt)}`;
  }
  if (post.status === 'review') return 'In review';
  return 'Draft';
}
