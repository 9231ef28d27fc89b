import { z } from 'zod';
import { countLinks } from '../comment-text';
import { CONTACT_EMAIL_MAX_LENGTH } from '../limits';
import { COMMENT_BODY_MAX_LENGTH, COMMENT_MAX_LINKS, COMMENT_NAME_MAX_LENGTH, COMMENT_REPLY_MAX_LENGTH } from '../comment-limits';
import { emailField } from './email';
import { CONTACT_MESSAGES } from './messages';
import { storableText } from './stored-text';

export const COMMENT_MESSAGES = {
  awaitingModeration: 'Thank you! Your question is awaiting moderation and will appear here once an editor approves it.',
  postRequired: 'Say which story the question is about',
  postNotFound: 'This story was not found, or no longer takes questions',
  nameRequired: 'Please tell us your name',
  nameTooLong: `Your name must be ${COMMENT_NAME_MAX_LENGTH} characters or less`,
  bodyRequired: 'Please write your question',
  bodyTooLong: `Your question must be ${COMMENT_BODY_MAX_LENGTH.toLocaleString('en-GB')} characters or less`,
  tooManyLinks: `Please include at most ${COMMENT_MAX_LINKS} links`,
  directionMarks: (field: string) => `${field} cannot contain characters that reverse the direction of text`,
  outdated: 'outdated must be true or false',
  tooMany: 'You have sent several questions in a short time. Please try again in an hour.',
  formExpired: 'This page was open too long: please send your question again.',
  notSent: "We couldn't send your question right now. Please try again in a few minutes.",
  statusInvalid: 'Status must be pending, approved or spam',
  replyRequired: 'Write the reply',
  replyTooLong: `The reply must be ${COMMENT_REPLY_MAX_LENGTH.toLocaleString('en-GB')} characters or less`,
  notFound: 'Comment not found',
  replyNeedsApproval: 'Approve the question before replying to it: a reply shows beside it',
} as const;

/** Direction overrides could make a link or a name read backwards. */
const DIRECTION_OVERRIDES = /[\u202A-\u202E\u2066-\u2069]/;

const readerText = (field: string, required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: tooLong, abort: true })
    .refine(...storableText(field))
    .refine((text) => !DIRECTION_OVERRIDES.test(text), { error: COMMENT_MESSAGES.directionMarks(field) });

/** `POST /api/comments`. */
export const commentSchema = z.object({
  post: z.string({ error: COMMENT_MESSAGES.postRequired }).trim().min(1, { error: COMMENT_MESSAGES.postRequired }).max(64, {
    error: COMMENT_MESSAGES.postNotFound,
  }),
  name: readerText('Name', COMMENT_MESSAGES.nameRequired, COMMENT_NAME_MAX_LENGTH, COMMENT_MESSAGES.nameTooLong),
  email: emailField(CONTACT_EMAIL_MAX_LENGTH, CONTACT_MESSAGES.tooLong('Email', CONTACT_EMAIL_MAX_LENGTH)).transform((email) =>
    email.toLowerCase(),
  ),
  body: readerText('Question', COMMENT_MESSAGES.bodyRequired, COMMENT_BODY_MAX_LENGTH, COMMENT_MESSAGES.bodyTooLong).refine(
    (text) => countLinks(text) <= COMMENT_MAX_LINKS,
    { error: COMMENT_MESSAGES.tooManyLinks },
  ),
  outdated: z.boolean({ error: COMMENT_MESSAGES.outdated }).optional().default(false),
});

export type CommentInput = z.input<typeof commentSchema>;
export type NewComment = z.output<typeof commentSchema>;

export const commentReplySchema = readerText(
  'Reply',
  COMMENT_MESSAGES.replyRequired,
  COMMENT_REPLY_MAX_LENGTH,
  COMMENT_MESSAGES.replyTooLong,
);

/** Never the email address. */
export interface PublicComment {
  id: string;
  name: string;
  body: string;
  createdAt: string;
  reply: string | null;
  replyAuthor: string | null;
  repliedAt: string | null;
}
