import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';
import { MAX_FAILED_LOGINS, TWO_FACTOR_CHALLENGE_MINUTES, TWO_FACTOR_MESSAGES } from '@journey-canvas/shared';
import { once } from '@journey-canvas/shared/server';
import { challengedUser } from '../staff/two-factor/sign-in';
import { tellOwnerOfGuessing } from '../staff/two-factor/guessing-alert';
import { countedAttempt, failureCounter, tooManyFailures } from './login-throttle';

/** Wrong codes an account's second step takes, from all addresses together, before it cools off. */
export const ACCOUNT_CODE_FAILURE_LIMIT = MAX_FAILED_LOGINS * 2;

/**
 * The second step's own counters, whatever the address: per account, and per
 * challenge, which dies after MAX_FAILED_LOGINS wrong codes (kept for its whole life); `alerted`
 * lets one warning out per account and cooling-off period.
 */
export const secondStepCounters = once(() => ({
  perAccount: failureCounter('code-account', ACCOUNT_CODE_FAILURE_LIMIT),
  perChallenge: failureCounter('code-challenge', MAX_FAILED_LOGINS, TWO_FACTOR_CHALLENGE_MINUTES * 60 * 1000),
  alerted: failureCounter('code-alert', 1),
}));

const challengeKey = (challenge: string) => createHash('sha256').update(challenge).digest('base64url');

/**
 * Behind the login throttle on `POST /api/auth/two-factor`, which counts per account and address:
 * guesses spread over many addresses still meet these. Every attempt counts from the start (as the
 * login throttle's), and is forgiven if it was no failure. When an account's lock is met, its owner
 * is told by email and in the activity log, once a cooling-off period: someone has their password.
 */
export function secondStepThrottle(strapi: Core.Strapi) {
  return async (ctx: Context, next: Next) => {
    const challenge = (ctx.request.body as { challenge?: unknown } | undefined)?.challenge;
    const user = await challengedUser(strapi, challenge);
    // A challenge that is no good is refused by the second step itself; it tries no code.
    if (!user || typeof challenge !== 'string') return next();
    const { perAccount, perChallenge, alerted } = secondStepCounters();
    const challengeId = challengeKey(challenge);
    const wait = await perAccount.attempt(user.email);
    if (wait > 0) {
      if ((await alerted.attempt(user.email)) === 0) await tellOwnerOfGuessing(strapi, user);
      tooManyFailures(ctx, wait);
    }
    if ((await perChallenge.attempt(challengeId)) > 0) {
      await perAccount.forgive(user.email);
      throw new errors.ValidationError(TWO_FACTOR_MESSAGES.challengeInvalid);
    }
    await countedAttempt(next, async () => {
      await perChallenge.forgive(challengeId);
      await perAccount.forgive(user.email);
    });
  };
}
