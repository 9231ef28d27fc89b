import type { Context, Next } from 'koa';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, LOGIN_MESSAGES, PASSWORD_MAX_LENGTH } from '@journey-canvas/shared';
import { parseOrThrow } from '../validation';

/** Lengths only: users-permissions reads the identifier as an email or a username. */
const loginFields = z.object({
  identifier: z.unknown().refine((value) => typeof value !== 'string' || value.length <= EMAIL_MAX_LENGTH, {
    error: LOGIN_MESSAGES.emailTooLong,
  }),
  password: z.unknown().refine((value) => typeof value !== 'string' || value.length <= PASSWORD_MAX_LENGTH, {
    error: LOGIN_MESSAGES.passwordTooLong,
  }),
});

/** Before the login is checked or counted. */
export async function loginFieldLimits(ctx: Context, next: Next) {
  parseOrThrow(loginFields, ctx.request.body ?? {});
  await next();
}
