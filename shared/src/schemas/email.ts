import { z } from 'zod';
import { EMAIL_MESSAGES } from './messages';

export function emailField(max: number, tooLong: string) {
  return z
    .string({ error: EMAIL_MESSAGES.required })
    .trim()
    .min(1, { error: EMAIL_MESSAGES.required, abort: true })
    .max(max, { error: tooLong, abort: true })
    .pipe(z.email({ error: EMAIL_MESSAGES.invalid }));
}
