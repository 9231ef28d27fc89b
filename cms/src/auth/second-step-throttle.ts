import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';
import { MAX_FAILED_LOGINS, TWO_FACTOR_CHALLENGE_MINUTES, TWO_FACTOR_MESSAGES } from '@journey-canvas/shared';
import { once } from '@journey-canvas/shared/server';
import { challengedUser } from '../staff/two-factor/sign-in';
import { tellOwnerOfGuessing } from '../staff/two-factor/guessing-alert';
import { countedAttempt, failureCounter, tooManyFailures } from './login-throttle';

/** From all addresses together. */
export const ACCOUNT_CODE_FAILURE_LIMIT = MAX_FAILED_LOGINS * 2;

/** Whatever the address; `alerted` lets one warning out per account and cooling-off period. */
export const secondStepCounters = once(() => ({
  perAccount: failureCounter('code-account', ACCOUNT_CODE_FAILURE_LIMIT),
  perChallenge: failureCounter('code-challenge', MAX_FAILED_LOGINS, TWO_FACTOR_CHALLENGE_MINUTES * 60 * 1000),
  alerted: failureCounter('code-alert', 1),
}));

const challengeKey = (challenge: string) => createHash('sha256').update(challenge).digest('base64url');

/** Catches guesses spread over many addresses (decision 089); the owner is told, as someone has their password. */
export function secondStepThrottle(strapi: Core.Strapi) {
  return async (ctx: Context, next: Next) => {
    const challenge = (ctx.request.body as { challenge?: unknown } | undefined)?.challenge;
    const user = await challengedUser(strapi, challenge);
    // The second step itself refuses a bad challenge.
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
