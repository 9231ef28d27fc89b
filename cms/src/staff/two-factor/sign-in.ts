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
 * Two-step sign-in (decision 046): the password earns a signed challenge instead of a token, and
 * `POST /api/auth/two-factor` trades it and a code for the token. It dies as a token would.
 */
export function signInChallenge(user: StaffUser): string {
  // Dated like a session token; its own id, since wrong codes are counted per challenge.
  const claims = { sub: String(user.id), jti: randomUUID(), iat: issuedAt(user.sessionsValidFrom) };
  return signToken('sign-in-challenge', claims, TWO_FACTOR_CHALLENGE_MINUTES * 60);
}

export async function challengedUser(strapi: Core.Strapi, challenge: unknown): Promise<StaffUser | null> {
  const check = readToken('sign-in-challenge', challenge);
  if (!check.ok) return null;
  const user = await findStaffUser(strapi, { id: Number(check.claims.sub) });
  if (!user || user.blocked || !user.totpEnabledAt || !tokenStillValid(check.claims.iat, user.sessionsValidFrom)) return null;
  return user;
}

export function signInAnswer(strapi: Core.Strapi, user: StaffUser) {
  return user.totpEnabledAt
    ? { twoFactorRequired: true as const, challenge: signInChallenge(user) }
    : { jwt: issueSessionToken(strapi, user) };
}

/** Wrong codes count as failures of the login throttle on its route. */
export async function completeSignIn(strapi: Core.Strapi, ctx: Context) {
  const { challenge, code } = parseBody(twoFactorSignInSchema, ctx.request.body);
  const user = await challengedUser(strapi, challenge);
  if (!user) throw new errors.ValidationError(TWO_FACTOR_MESSAGES.challengeInvalid);
  await checkSecondStep(strapi, user, code);
  ctx.body = { jwt: issueSessionToken(strapi, user), user: { id: user.id, username: user.username, email: user.email } };
}
