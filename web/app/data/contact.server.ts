import { contactSchema, fieldErrors, strapiFieldErrors } from '@journey-canvas/shared';
import { CmsError } from './client/request.server';
import { sendContactMessage } from './client/forms.server';
import { CONTACT_FIELDS, type ContactValues } from './contact';
import { errorFields, logEvent } from '../platform/log.server';

export interface ContactFailure {
  values: ContactValues;
  errors: Record<string, string>;
  formError?: string;
}

export const NOT_SENT = "We couldn't send your message right now. Please try again in a few minutes.";

function valuesOf(form: FormData): ContactValues {
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, String(form.get(field) ?? '')])) as ContactValues;
}

export async function submitContact(form: FormData): Promise<{ ok: true } | ({ ok: false; status: number } & ContactFailure)> {
  const values = valuesOf(form);
  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) return { ok: false, status: 400, values, errors: fieldErrors(parsed.error) };
  try {
    await sendContactMessage(parsed.data);
    return { ok: true };
  } catch (error) {
    if (error instanceof CmsError && error.status === 400) {
      const errors = strapiFieldErrors(error.details);
      return { ok: false, status: 400, values, errors, formError: Object.keys(errors).length > 0 ? undefined : error.message };
    }
    // The reader is asked to try again later; the log says what really happened.
    logEvent('cms-error', { action: 'contact', ...errorFields(error) });
    return { ok: false, status: 503, values, errors: {}, formError: NOT_SENT };
  }
}
