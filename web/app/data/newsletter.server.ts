import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { fieldErrors, newsletterSchema } from '@journey-canvas/shared';
import { CmsError } from './client/request.server';
import { confirmSubscription, subscribeToNewsletter, unsubscribeFromNewsletter } from './client/forms.server';
import { NO_STORE } from '../platform/http.server';
import { pageLanguage } from './page-language.server';
import { wordsOf } from '../words/words';

/** A reader's answers in the page's language (decision 100). */
const messages = () => wordsOf(pageLanguage().language).newsletter;
import { errorFields, logEvent } from '../platform/log.server';

/** A refused subscription carries the address typed, so the form keeps it. */
export type NewsletterResult = { ok: boolean; message: string; email?: string };

/** The longest address the form takes (its `maxLength`). */
const EMAIL_MAX = 254;

/**
 * The same answer for every address (decision 056); the reader's address is for the CMS's limits
 * (decision 087); the page's language is the one the emails will be written in (decision 100).
 */
export async function subscribe(form: FormData, readerAddress: string): Promise<{ status: number; result: NewsletterResult }> {
  const typed = form.get('email') ?? '';
  const email = typeof typed === 'string' ? typed.slice(0, EMAIL_MAX) : '';
  const parsed = newsletterSchema.safeParse({ email: typed });
  if (!parsed.success) return { status: 400, result: { ok: false, message: fieldErrors(parsed.error).email!, email } };
  try {
    await subscribeToNewsletter(parsed.data.email, readerAddress, pageLanguage().language);
    return { status: 200, result: { ok: true, message: messages().checkInbox } };
  } catch (error) {
    if (error instanceof CmsError && error.status === 400)
      return { status: 400, result: { ok: false, message: error.message, email } };
    // The reader is asked to try again later; the log says what really happened.
    logEvent('cms-error', { action: 'newsletter', ...errorFields(error) });
    return { status: 503, result: { ok: false, message: messages().notSent, email } };
  }
}

export async function followLink(
  purpose: 'confirm' | 'unsubscribe',
  token: string | null,
): Promise<{ status: number; result: NewsletterResult }> {
  const words = messages();
  const invalid = purpose === 'confirm' ? words.confirmInvalid : words.unsubscribeInvalid;
  if (!token || token.length > 300) return { status: 400, result: { ok: false, message: invalid } };
  try {
    if (purpose === 'confirm') await confirmSubscription(token);
    else await unsubscribeFromNewsletter(token);
    return {
      status: 200,
      result: { ok: true, message: purpose === 'confirm' ? words.confirmed : words.unsubscribed },
    };
  } catch (error) {
    if (error instanceof CmsError && error.status === 400) return { status: 400, result: { ok: false, message: invalid } };
    throw error;
  }
}

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token');

/** Opening the link only shows its button, since mail scanners open links by themselves; the POST follows it. */
export function emailedLinkRoute(purpose: 'confirm' | 'unsubscribe') {
  return {
    loader({ request }: LoaderFunctionArgs) {
      const given = tokenOf(request);
      const token = given && given.length <= 300 ? given : null;
      return data({ token }, { status: token ? 200 : 400, headers: { 'Cache-Control': NO_STORE } });
    },
    async action({ request }: ActionFunctionArgs) {
      const form = await request.formData().catch(() => new FormData());
      const token = tokenOf(request) ?? String(form.get('token') ?? '');
      const { status, result } = await followLink(purpose, token || null);
      return data(result, { status, headers: { 'Cache-Control': NO_STORE } });
    },
  };
}
