/**
 * The activity log's vocabulary: every action it records, with the words the
 * admin shows for it. One list, so the CMS refuses a filter by an unknown action and the Settings
 * page offers exactly these. A new kind of change adds its name here and one `recordActivity` call.
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
  // Staff and sign-in security.
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
  // Reader questions, tags and the newsletter.
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

/** Entries older than this are pruned by a daily CMS cron task. */
export const ACTIVITY_RETENTION_DAYS = 365;

/** The longest `detail` kept with an entry; longer text is shortened. */
export const ACTIVITY_DETAIL_MAX_LENGTH = 500;

/** One entry as `GET /api/admin/activity` answers it. */
export interface ActivityEntry {
  id: number;
  /** ISO 8601, UTC. */
  at: string;
  /** Who: the account's email or username, or null for the CMS itself (the scheduler). */
  actor: string | null;
  action: ActivityAction;
  /** The post's documentId, when the action concerns one. */
  post: string | null;
  /** The post's title when the entry was written (kept after the post is gone). */
  postTitle: string | null;
  /** Through which door: the admin API, Strapi's panel, the public REST API, the scheduler. */
  door: string | null;
  detail: string | null;
}
