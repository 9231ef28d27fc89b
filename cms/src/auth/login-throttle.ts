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

const ADDRESS_FAILURE_LIMIT = MAX_FAILED_LOGINS * 2;

const CREDENTIAL_ERRORS = new Set(['ValidationError', 'ApplicationError']);

/** users-permissions refuses a wrong identifier or password, or a blocked account, with these. */
const credentialsRefused = (error: unknown) => CREDENTIAL_ERRORS.has((error as Error).name);

const TOO_MANY_FAILURES = 'Too many failed login attempts. Please wait before trying again.';

/** Lower-cased, as users-permissions looks the account up case-insensitively. */
function loginAccount(ctx: Context): string {
  const identifier = (ctx.request.body as { identifier?: unknown } | undefined)?.identifier;
  return typeof identifier === 'string' ? identifier.trim().toLowerCase() : '';
}

/** A right password that only earned a two-step challenge is not a sign-in yet. */
const signedIn = (ctx: Context) => ctx.status === 200 && typeof (ctx.body as { jwt?: unknown } | undefined)?.jwt === 'string';

/** Past the limit the address gets 429 for the cooling-off period, even with the right password (decision 004). */
export function loginThrottleMiddleware({
  perAccount,
  perAddress,
  account = loginAccount,
  anyAddress = false,
  failed = credentialsRefused,
}: {
  perAccount: FailureCounter;
  perAddress: FailureCounter;
  /** The second step reads it from its challenge (decision 046). */
  account?: (ctx: Context) => string | Promise<string>;
  /** For a signed-in session's proofs, counted apart from sign-in failures. */
  anyAddress?: boolean;
  failed?: (error: unknown) => boolean;
}) {
  return async (ctx: Context, next: Next) => {
    const address = ctx.request.ip;
    const accountAtAddress = `${anyAddress ? '*' : address}|${await account(ctx)}`;
    // Counted as a failure up front, so parallel guesses cannot slip past the limit; forgiven after.
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

/** Runs a step counted as a failure from the start; `forgive` takes that back unless the step failed. */
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

/** One pair for the process, so the password step and the code step count together. */
export const loginFailureCounters = once(() => ({
  perAccount: failureCounter('account', MAX_FAILED_LOGINS),
  perAddress: failureCounter('address', ADDRESS_FAILURE_LIMIT),
}));

export function failureCounter(name: string, limit: number, cooldownMs = environment().LOGIN_COOLDOWN_SECONDS * 1000) {
  const shared = getSharedRedis();
  return shared ? new RedisFailureThrottle(shared, name, limit, cooldownMs) : new FailureThrottle(limit, cooldownMs);
}

export function tooManyFailures(ctx: Context, waitMs: number): never {
  const seconds = Math.ceil(waitMs / 1000);
  ctx.set('Retry-After', String(seconds));
  throw new errors.RateLimitError(TOO_MANY_FAILURES, { retryAfterSeconds: seconds });
}

const WRONG_PROOFS = new Set<string>([
  STAFF_MESSAGES.currentPasswordWrong,
  TWO_FACTOR_MESSAGES.codeWrong,
  TWO_FACTOR_MESSAGES.codeReplayed,
]);

/** Counted apart from sign-in, so a stolen session guessing never locks the owner out (decision 086). */
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
