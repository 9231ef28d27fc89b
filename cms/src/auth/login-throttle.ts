import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';
import { MAX_FAILED_LOGINS, STAFF_MESSAGES, TWO_FACTOR_MESSAGES } from '@journey-canvas/shared';
import { once } from '@journey-canvas/shared/server';
import { environment } from '../environment';
import { getSharedRedis } from '../redis/shared';
import { FailureThrottle, type FailureCounter } from './failure-throttle';
import { loginFieldLimits } from './login-field-limits';
import { RedisFailureThrottle } from './redis-failure-throttle';

/** Failures one address may make across all accounts before it, too, must cool off. */
const ADDRESS_FAILURE_LIMIT = MAX_FAILED_LOGINS * 2;

const CREDENTIAL_ERRORS = new Set(['ValidationError', 'ApplicationError']);

/** users-permissions answers a wrong identifier or password (or a blocked account) with these. */
const credentialsRefused = (error: unknown) => CREDENTIAL_ERRORS.has((error as Error).name);

/** The answer past the limit, at sign-in and wherever else the account's password or codes are tried. */
const TOO_MANY_FAILURES = 'Too many failed login attempts. Please wait before trying again.';

/** The account a login names, as users-permissions looks it up (case-insensitively). */
function loginAccount(ctx: Context): string {
  const identifier = (ctx.request.body as { identifier?: unknown } | undefined)?.identifier;
  return typeof identifier === 'string' ? identifier.trim().toLowerCase() : '';
}

/** A sign-in that ended with a session token; a right password that only earned a two-step challenge is not one yet. */
const signedIn = (ctx: Context) => ctx.status === 200 && typeof (ctx.body as { jwt?: unknown } | undefined)?.jwt === 'string';

/**
 * Login throttling for `POST /api/auth/local` (decision 004). After 5 failures for an account from
 * an address, or 10 from an address across accounts, that address gets 429 for the cooling-off
 * period, even with the right password. The address is the one the client-address middleware
 * settled (forwarded headers count only from TRUST_PROXY_ADDRESSES); the account is the
 * `identifier` the login itself reads.
 * users-permissions' own rate limit stays on in front of this.
 */
export function loginThrottleMiddleware({
  perAccount,
  perAddress,
  account = loginAccount,
  anyAddress = false,
  failed = credentialsRefused,
}: {
  perAccount: FailureCounter;
  perAddress: FailureCounter;
  /** The account the request is for (the second step's reads it from its challenge, decision 046). */
  account?: (ctx: Context) => string | Promise<string>;
  /** Count the account's failures whatever address they come from, apart from its sign-in failures (a signed-in session's proofs). */
  anyAddress?: boolean;
  /** Whether the route's error is a failed proof (a wrong password or code), which counts. */
  failed?: (error: unknown) => boolean;
}) {
  return async (ctx: Context, next: Next) => {
    const address = ctx.request.ip;
    const accountAtAddress = `${anyAddress ? '*' : address}|${await account(ctx)}`;
    // Every attempt counts as a failure from the start, so a burst of parallel guesses cannot slip
    // past the limit while the first ones are still being checked; it is forgiven if it was no failure.
    const accountWait = await perAccount.attempt(accountAtAddress);
    const addressWait = accountWait > 0 ? 0 : await perAddress.attempt(address);
    if (addressWait > 0) await perAccount.forgive(accountAtAddress);
    const wait = Math.max(accountWait, addressWait);
    if (wait > 0) tooManyFailures(ctx, wait);
    await countedAttempt(
      next,
      async () => {
        await perAddress.forgive(address);
        if (signedIn(ctx)) await perAccount.reset(accountAtAddress);
        else await perAccount.forgive(accountAtAddress);
      },
      failed,
    );
  };
}

/**
 * Runs a sign-in step counted as a failure from the start; `forgive` takes that back unless the
 * step's error is a failure (by default a refusal of its credentials: users-permissions answers a
 * wrong identifier or password, or a blocked account, as the second step a wrong code, with
 * CREDENTIAL_ERRORS).
 */
export async function countedAttempt(
  next: Next,
  forgive: () => Promise<void>,
  failed: (error: unknown) => boolean = credentialsRefused,
) {
  let wrong = false;
  try {
    await next();
  } catch (error) {
    wrong = failed(error);
    throw error;
  } finally {
    if (!wrong) await forgive();
  }
}

/**
 * The failure counters, in Redis when the CMS has one (shared by every replica), in memory
 * otherwise; one pair for the process, so the password step and the code step count together.
 */
export const loginFailureCounters = once(() => ({
  perAccount: failureCounter('account', MAX_FAILED_LOGINS),
  perAddress: failureCounter('address', ADDRESS_FAILURE_LIMIT),
}));

/**
 * A failure counter of sign-in's, in Redis when the CMS has one (shared by every replica), in
 * memory otherwise; a key is locked for `cooldownMs` (the cooling-off period unless told) from its
 * `limit`th failure.
 */
export function failureCounter(name: string, limit: number, cooldownMs = environment().LOGIN_COOLDOWN_SECONDS * 1000) {
  const shared = getSharedRedis();
  return shared ? new RedisFailureThrottle(shared, name, limit, cooldownMs) : new FailureThrottle(limit, cooldownMs);
}

/** The answer to a request while its key cools off: 429, saying for how long. */
export function tooManyFailures(ctx: Context, waitMs: number): never {
  const seconds = Math.ceil(waitMs / 1000);
  ctx.set('Retry-After', String(seconds));
  throw new errors.RateLimitError(TOO_MANY_FAILURES, { retryAfterSeconds: seconds });
}

/** The refusals of a wrong current password or two-step code, which a signed-in session's proofs count. */
const WRONG_PROOFS = new Set<string>([
  STAFF_MESSAGES.currentPasswordWrong,
  TWO_FACTOR_MESSAGES.codeWrong,
  TWO_FACTOR_MESSAGES.codeReplayed,
]);

/**
 * The throttle for what a signed-in session proves with the account's password or a two-step code:
 * changing the password and turning two-step sign-in off. A wrong proof counts
 * per account whatever the address (a session's token may be used from anywhere), and per address,
 * as sign-in failures do; past the limit the session gets sign-in's 429. Its count is the session's
 * own, so someone guessing with a stolen session never locks the owner out of signing in; a body
 * the rules refuse (a new password too short) is no guess and does not count.
 */
export const sessionProofThrottle = (ctx: Context, next: Next) => {
  const email = (ctx.state.user as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string') return next();
  return loginThrottleMiddleware({
    ...loginFailureCounters(),
    account: () => email.toLowerCase(),
    anyAddress: true,
    failed: (error) => (error as Error).name === 'ValidationError' && WRONG_PROOFS.has((error as Error).message),
  })(ctx, next);
};

/** Puts the field limits and the throttle on the users-permissions login route. */
export function protectLogin(strapi: Core.Strapi) {
  const routes = (strapi.plugin('users-permissions').routes as unknown as Record<string, { routes: Core.Route[] }>)[
    'content-api'
  ]!.routes;
  const login = routes.find((route) => route.method === 'POST' && route.path === '/auth/local');
  if (!login) throw new Error('users-permissions login route not found: cannot protect it');
  login.config = {
    ...login.config,
    middlewares: [...(login.config?.middlewares ?? []), loginFieldLimits, loginThrottleMiddleware(loginFailureCounters())],
  };
}
