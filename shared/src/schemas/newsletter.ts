import { z } from 'zod';
import { CONTACT_EMAIL_MAX_LENGTH } from '../limits';
import { emailField } from './email';
import { CONTACT_MESSAGES } from './messages';

/** Lower-cased so one reader subscribes once. */
export const newsletterSchema = z.object({
  email: emailField(CONTACT_EMAIL_MAX_LENGTH, CONTACT_MESSAGES.tooLong('Email', CONTACT_EMAIL_MAX_LENGTH)).transform((email) =>
    email.toLowerCase(),
  ),
});

export type NewsletterSubscription = z.output<typeof newsletterSchema>;
