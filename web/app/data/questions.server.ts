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
import { pageLanguage } from './page-language.server';
import { wordsOf } from '../words/words';
import { HONEYPOT_FIELD, QUESTION_FIELDS, type QuestionResult, type QuestionValues } from './questions';

/**
 * The question form (decision 058): a honeypot, and a signed start time (decision 091), since a form sent within
 * seconds is a robot's. A robot is answered like anyone, and nothing is kept.
 */
const signed = (text: string) =>
  createHmac('sha256', webEnvironment().purgeSecret).update(`question-form|${text}`).digest('base64url');

/** Signed, so a robot cannot say it waited. */
export const questionFormToken = (now = Date.now()) => `${now}.${signed(String(now))}`;

const FORM_MAX_AGE_MS = COMMENT_FORM_MAX_AGE_HOURS * 60 * 60 * 1000;

/** In ms; undefined for a token this site did not sign. */
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

/** Said in the page's language (decision 100). */
const accepted = () => ({ ok: true as const, message: wordsOf(pageLanguage().language).questions.awaitingModeration });

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
    return { status: 202, result: accepted() };
  }
  const expired = timed && (age === undefined || age > FORM_MAX_AGE_MS);
  // Shown again, the form keeps its start; an expired one gets a start just old enough to send again at once.
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
    await sendQuestion(parsed.data, readerAddress, pageLanguage().language);
    return { status: 202, result: accepted() };
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
