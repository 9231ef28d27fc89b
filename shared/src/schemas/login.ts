import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../limits';
import { emailField } from './email';
import { LOGIN_MESSAGES } from './messages';

export const loginSchema = z.object({
  email: emailField(EMAIL_MAX_LENGTH, LOGIN_MESSAGES.emailTooLong),
  password: z
    .string({ error: LOGIN_MESSAGES.passwordRequired })
    .min(1, { error: LOGIN_MESSAGES.passwordRequired, abort: true })
    .max(PASSWORD_MAX_LENGTH, { error: LOGIN_MESSAGES.passwordTooLong }),
});

export type LoginInput = z.input<typeof loginSchema>;
