import type { ActivityAction } from '@journey-canvas/shared';

export interface QuestionState {
  status?: string | null;
  reply?: string | null;
  name?: string | null;
  body?: string | null;
  replyAuthor?: string | null;
  post?: string | null;
}

/** An edit of any of these on an approved question is a change readers see. */
const SHOWN_FIELDS = ['name', 'body', 'reply', 'replyAuthor', 'post'] as const;

/** `after` null is a delete; `shown` when readers' view of the story changed. */
export function moderationOf(before: QuestionState, after: QuestionState | null): { actions: ActivityAction[]; shown: boolean } {
  const wasShown = before.status === 'approved';
  if (!after) return { actions: ['comment-delete'], shown: wasShown };
  const actions: ActivityAction[] = [];
  if (after.status !== before.status) {
    if (after.status === 'approved') actions.push('comment-approve');
    else if (after.status === 'spam') actions.push('comment-spam');
    else if (wasShown) actions.push('comment-withdraw');
  }
  const replied = (after.reply ?? null) !== (before.reply ?? null);
  if (replied) actions.push('comment-reply');
  const isShown = after.status === 'approved';
  const edited = SHOWN_FIELDS.some((field) => (after[field] ?? null) !== (before[field] ?? null));
  return { actions, shown: wasShown !== isShown || (isShown && edited) };
}
