/**
 * The activity log's actions and their words (decision 042). One list, so the CMS refuses unknown
 * filters and Settings offers exactly these; a new kind adds a name here and a `recordActivity` call.
 */
export const ACTIVITY_ACTIONS = {
  'sign-in': 'Signed in',
  'failed-sign-in': 'Failed sign-in',
  create: 'Created',
  edit: 'Edited',
  publish: 'Published',
  unpublish: 'Unpublished',
  schedule: 'Scheduled',
  submit: 'Submitted for review',
  approve: 'Approved',
  'send-back': 'Sent back',
  trash: 'Moved to Trash',
  restore: 'Restored from Trash',
  'delete-forever': 'Deleted forever',
  'revision-restore': 'Restored a revision',
  upload: 'Uploaded',
  redirect: 'Changed a redirect',
  settings: 'Changed settings',
  'staff-invite': 'Invited someone',
  'invitation-accept': 'Accepted an invitation',
  'staff-role': 'Changed a role',
  'staff-suspend': 'Suspended someone',
  'staff-reactivate': 'Reactivated someone',
  'sessions-revoke': 'Ended sessions',
  'password-change': 'Changed a password',
  'two-factor-on': 'Turned on two-step sign-in',
  'two-factor-off': 'Turned off two-step sign-in',
  'recovery-code': 'Used a recovery code',
  'two-factor-guessing': 'Two-step codes guessed',
  'comment-approve': 'Approved a question',
  'comment-reply': 'Replied to a question',
  'comment-spam': 'Marked a question as spam',
  'comment-withdraw': 'Withdrew a question',
  'comment-delete': 'Deleted a question',
  'tag-rename': 'Renamed a tag',
  'tag-merge': 'Merged tags',
  'newsletter-send': 'Emailed subscribers',
  'subscriber-remove': 'Removed a subscriber',
} as const;

export type ActivityAction = keyof typeof ACTIVITY_ACTIONS;

export const isActivityAction = (value: unknown): value is ActivityAction =>
  typeof value === 'string' && Object.hasOwn(ACTIVITY_ACTIONS, value);

/** Pruned by a daily CMS cron task. */
export const ACTIVITY_RETENTION_DAYS = 365;

export const ACTIVITY_DETAIL_MAX_LENGTH = 500;

export interface ActivityEntry {
  id: number;
  /** ISO 8601, UTC. */
  at: string;
  /** Null for the CMS itself (the scheduler). */
  actor: string | null;
  action: ActivityAction;
  post: string | null;
  /** As it was when written, kept after the post is gone. */
  postTitle: string | null;
  door: string | null;
  detail: string | null;
}
