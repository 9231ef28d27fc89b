import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { TWO_FACTOR_CHALLENGE_MINUTES, TWO_FACTOR_MESSAGES, twoFactorSignInSchema } from '@journey-canvas/shared';
import { parseBody } from '../../validation';
import { issuedAt, issueSessionToken, tokenStillValid } from '../sessions';
import { readToken, signToken } from '../signed-tokens';
import { findStaffUser, type StaffUser } from '../user-fields';
import { checkSecondStep } from './two-factor';

/**
 * Sign-in in two steps (decision 046). users-permissions checks the password at `POST
 * /api/auth/local`; for an account with two-step sign-in on, its answer is a signed challenge valid
 * five minutes instead of a token, and `POST /api/auth/two-factor { challenge, code }` answers the
 * token. The challenge names the account and, like a token, dies with a password change or a
 * suspension.
 */
export function signInChallenge(user: StaffUser): string {
  // Dated like a session token (sessions.ts): a sign-in in the second a password was set is not refused.
  // Its own id, so two challenges of one second are two (wrong codes are counted per challenge).
  const claims = { sub: String(user.id), jti: randomUUID(), iat: issuedAt(user.sessionsValidFrom) };
  return signToken('sign-in-challenge', claims, TWO_FACTOR_CHALLENGE_MINUTES * 60);
}

/** The account a challenge names, if it is still good. */
export async function challengedUser(strapi: Core.Strapi, challenge: unknown): Promise<StaffUser | null> {
  const check = readToken('sign-in-challenge', challenge);
  if (!check.ok) return null;
  const user = await findStaffUser(strapi, { id: Number(check.claims.sub) });
  if (!user || user.blocked || !user.totpEnabledAt || !tokenStillValid(check.claims.iat, user.sessionsValidFrom)) return null;
  return user;
}

/** The login's answer for `user`: the challenge when two-step sign-in is on, else a session token. */
export function signInAnswer(strapi: Core.Strapi, user: StaffUser) {
  return user.totpEnabledAt
    ? { twoFactorRequired: true as const, challenge: signInChallenge(user) }
    : { jwt: issueSessionToken(strapi, user) };
}

/** `POST /api/auth/two-factor`: the second step; wrong codes are failures of the login throttle (its route middleware). */
export async function completeSignIn(strapi: Core.Strapi, ctx: Context) {
  const { challenge, code } = parseBody(twoFactorSignInSchema, ctx.request.body);
  const user = await challengedUser(strapi, challenge);
  if (!user) throw new errors.ValidationError(TWO_FACTOR_MESSAGES.challengeInvalid);
  await checkSecondStep(strapi, user, code);
  ctx.body = { jwt: issueSessionToken(strapi, user), user: { id: user.id, username: user.username, email: user.email } };
}
