import { fieldErrors, newsletterSchema } from '@journey-canvas/shared';
import { CmsError } from './client/request.server';
import { subscribeToNewsletter } from './client/forms.server';
import { errorFields, logEvent } from '../server/log.server';

export type NewsletterResult = { ok: boolean; message: string };

export const SUBSCRIBED = "You're subscribed! Look out for our next story in your inbox.";
export const NOT_SENT = "We couldn't subscribe you right now. Please try again in a few minutes.";

/** Validates the address with the shared schema and stores it in the CMS. */
export async function subscribe(form: FormData): Promise<{ status: number; result: NewsletterResult }> {
  const parsed = newsletterSchema.safeParse({ email: form.get('email') ?? '' });
  if (!parsed.success) return { status: 400, result: { ok: false, message: fieldErrors(parsed.error).email! } };
  try {
    await subscribeToNewsletter(parsed.data.email);
    return { status: 200, result: { ok: true, message: SUBSCRIBED } };
  } catch (error) {
    if (error instanceof CmsError && error.status === 400) return { status: 400, result: { ok: false, message: error.message } };
    // The reader is asked to try again later; the log says what really happened.
    logEvent('cms-error', { action: 'newsletter', ...errorFields(error) });
    return { status: 503, result: { ok: false, message: NOT_SENT } };
  }
}
