/** Apart from schemas/comment.ts so the site's form reads them without bringing zod to the page (decision 058). */
export const COMMENT_NAME_MAX_LENGTH = 80;
export const COMMENT_BODY_MAX_LENGTH = 2000;
export const COMMENT_MAX_LINKS = 2;
export const COMMENT_REPLY_MAX_LENGTH = 2000;
/** Sent sooner after the page was made: a robot. */
export const COMMENT_MIN_SECONDS = 3;
export const COMMENT_FORM_MAX_AGE_HOURS = 24;

export const COMMENT_STATUSES = ['pending', 'approved', 'spam'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];
export const isCommentStatus = (value: unknown): value is CommentStatus =>
  typeof value === 'string' && (COMMENT_STATUSES as readonly string[]).includes(value);
