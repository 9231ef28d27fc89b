/**
 * Reader questions' limits and statuses (decision 058), apart from their zod schema
 * (schemas/comment.ts) so the site's form can read them without bringing zod to the page.
 */
export const COMMENT_NAME_MAX_LENGTH = 80;
export const COMMENT_BODY_MAX_LENGTH = 2000;
export const COMMENT_MAX_LINKS = 2;
/** A staff reply, shown under the question as the story's author. */
export const COMMENT_REPLY_MAX_LENGTH = 2000;
/** A form sent sooner than this after the page was made is a robot's. */
export const COMMENT_MIN_SECONDS = 3;
/** A form older than this asks the reader to reload the page (pages are kept minutes, not days). */
export const COMMENT_FORM_MAX_AGE_HOURS = 24;

export const COMMENT_STATUSES = ['pending', 'approved', 'spam'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];
export const isCommentStatus = (value: unknown): value is CommentStatus =>
  typeof value === 'string' && (COMMENT_STATUSES as readonly string[]).includes(value);
