import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  COMMENT_FORM_MAX_AGE_HOURS,
  COMMENT_MESSAGES,
  COMMENT_MIN_SECONDS,
  commentSchema,
  fieldErrors,
  strapiFieldErrors,
} from '@journey-canvas/shared';
import { webEnvironment } from '../platform/env.server';
import { errorFields, logEvent } from '../platform/log.server';
import { CmsError } from './client/request.server';
import { sendQuestion } from './client/questions.server';
import { HONEYPOT_FIELD, QUESTION_FIELDS, type QuestionResult, type QuestionValues } from './questions';

/**
 * The question form below each story (decision 058), posted to the article's own action, without
 * JavaScript. Two defences of the form's own before the CMS's (validation, links, per-address
 * limits): a honeypot field people never see, and the time since the reader first touched the
 * form, carried in a signed token (`started`) the page's inline script asks for then (decision
 * 091), since a form sent within seconds is a robot's. Without JavaScript the form carries no start
 * and the honeypot alone applies. A robot is answered like anyone, and nothing is kept.
 */
const signed = (text: string) =>
  createHmac('sha256', webEnvironment().purgeSecret).update(`question-form|${text}`).digest('base64url');

/** The form's `started` value: when the reader began, signed, so a robot cannot say it waited. */
export const questionFormToken = (now = Date.now()) => `${now}.${signed(String(now))}`;

/** The oldest start accepted: a reader who began a day ago is asked to send again. */
const FORM_MAX_AGE_MS = COMMENT_FORM_MAX_AGE_HOURS * 60 * 60 * 1000;

/** How long ago the form was made, in ms; undefined for a token this site did not sign. */
function formAge(token: FormDataEntryValue | null, now: number): number | undefined {
  const [time, signature] = typeof token === 'string' ? token.split('.') : [];
  if (!time || !signature || !/^\d{1,15}$/.test(time)) return undefined;
  const [expected, given] = [Buffer.from(signed(time)), Buffer.from(signature)];
  if (expected.byteLength !== given.byteLength || !timingSafeEqual(expected, given)) return undefined;
  return now - Number(time);
}

const valuesOf = (form: FormData): QuestionValues => ({
  ...(Object.fromEntries(QUESTION_FIELDS.map((field) => [field, String(form.get(field) ?? '')])) as Record<
    (typeof QUESTION_FIELDS)[number],
    string
  >),
  outdated: form.get('outdated') !== null,
});

const ACCEPTED = { ok: true as const, message: COMMENT_MESSAGES.awaitingModeration };

/** Checks the form and sends the question; the HTTP status of the answer and what the page shows. */
export async function askQuestion(
  form: FormData,
  { post, readerAddress, now = Date.now() }: { post: string; readerAddress: string; now?: number },
): Promise<{ status: number; result: QuestionResult }> {
  const values = valuesOf(form);
  const honeypot = form.get(HONEYPOT_FIELD);
  const started = form.get('started');
  // No start: a browser without JavaScript, checked by the honeypot alone.
  const timed = typeof started === 'string' && started !== '';
  const age = timed ? formAge(started, now) : undefined;
  if ((typeof honeypot === 'string' && honeypot.trim() !== '') || (age !== undefined && age < COMMENT_MIN_SECONDS * 1000)) {
    logEvent('question-refused', { reason: age !== undefined && age < COMMENT_MIN_SECONDS * 1000 ? 'too-fast' : 'honeypot' });
    return { status: 202, result: ACCEPTED };
  }
  const expired = timed && (age === undefined || age > FORM_MAX_AGE_MS);
  // The form shown again keeps its start, so a question put right and sent at once is not taken
  // for a robot's; an expired form gets one as old as the quickest send allowed, so the reader
  // can simply send it again (a robot gains nothing it would not by waiting a few seconds).
  const refused = (status: number, errors: Record<string, string>, formError?: string) => ({
    status,
    result: {
      ok: false as const,
      values,
      errors,
      formError,
      started: expired ? questionFormToken(now - COMMENT_MIN_SECONDS * 1000) : timed ? started : '',
    },
  });
  if (expired) return refused(400, {}, COMMENT_MESSAGES.formExpired);
  const parsed = commentSchema.safeParse({ post, ...values });
  if (!parsed.success) return refused(400, fieldErrors(parsed.error));
  try {
    await sendQuestion(parsed.data, readerAddress);
    return { status: 202, result: ACCEPTED };
  } catch (error) {
    if (error instanceof CmsError && (error.status === 400 || error.status === 413)) {
      const errors = strapiFieldErrors(error.details);
      return refused(400, errors, Object.keys(errors).length > 0 ? undefined : error.message);
    }
    if (error instanceof CmsError && error.status === 429) return refused(429, {}, COMMENT_MESSAGES.tooMany);
    logEvent('cms-error', { action: 'question', ...errorFields(error) });
    return refused(503, {}, COMMENT_MESSAGES.notSent);
  }
}
