import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';
import { MAX_FAILED_LOGINS } from '@journey-canvas/shared';
import { once } from '@journey-canvas/shared/server';
import { environment } from '../environment';
import { getSharedRedis } from '../redis/shared';
import { FailureThrottle, type FailureCounter } from './failure-throttle';
import { loginFieldLimits } from './login-field-limits';
import { RedisFailureThrottle } from './redis-failure-throttle';

/** Failures one address may make across all accounts before it, too, must cool off. */
const ADDRESS_FAILURE_LIMIT = MAX_FAILED_LOGINS * 2;

const CREDENTIAL_ERRORS = new Set(['ValidationError', 'ApplicationError']);

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
}: {
  perAccount: FailureCounter;
  perAddress: FailureCounter;
  /** The account the request is for (the second step's reads it from its challenge, decision 046). */
  account?: (ctx: Context) => string | Promise<string>;
}) {
  return async (ctx: Context, next: Next) => {
    const address = ctx.request.ip;
    const accountAtAddress = `${address}|${await account(ctx)}`;
    // Every attempt counts as a failure from the start, so a burst of parallel guesses cannot slip
    // past the limit while the first ones are still being checked; it is forgiven if it was no failure.
    const accountWait = await perAccount.attempt(accountAtAddress);
    const addressWait = accountWait > 0 ? 0 : await perAddress.attempt(address);
    if (addressWait > 0) await perAccount.forgive(accountAtAddress);
    const wait = Math.max(accountWait, addressWait);
    if (wait > 0) {
      ctx.set('Retry-After', String(Math.ceil(wait / 1000)));
      throw new errors.RateLimitError('Too many failed login attempts. Please wait before trying again.', {
        retryAfterSeconds: Math.ceil(wait / 1000),
      });
    }
    let failed = false;
    try {
      await next();
    } catch (error) {
      // users-permissions answers a wrong identifier or password (or a blocked account) with these.
      failed = CREDENTIAL_ERRORS.has((error as Error).name);
      throw error;
    } finally {
      if (!failed) {
        await perAddress.forgive(address);
        if (signedIn(ctx)) await perAccount.reset(accountAtAddress);
        else await perAccount.forgive(accountAtAddress);
      }
    }
  };
}

/**
 * The failure counters, in Redis when the CMS has one (shared by every replica), in memory
 * otherwise; one pair for the process, so the password step and the code step count together.
 */
export const loginFailureCounters = once(() => {
  const cooldownMs = environment().LOGIN_COOLDOWN_SECONDS * 1000;
  const shared = getSharedRedis();
  const counter = (name: string, limit: number) =>
    shared ? new RedisFailureThrottle(shared, name, limit, cooldownMs) : new FailureThrottle(limit, cooldownMs);
  return { perAccount: counter('account', MAX_FAILED_LOGINS), perAddress: counter('address', ADDRESS_FAILURE_LIMIT) };
});

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
