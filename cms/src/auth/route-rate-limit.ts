import { errors } from '@strapi/utils';
import { RateLimit } from 'koa2-ratelimit';
import type { Context, Next } from 'koa';

/**
 * users-permissions' auth rate limit (config/plugins.ts: AUTH_RATE_LIMIT_MAX a minute, counted in
 * Redis when there is one) for the doors of our own that anyone may knock on: the second step of a
 * sign-in and the invitation links. The plugin's limiter keys a route it does not know by the body's
 * `email` as well, so a request naming a new address each time started a new count; these routes
 * take no address, so each is counted by its route and the client's address only.
 */
export function authRateLimit(ctx: Context, next: Next) {
  const config = strapi.config.get('plugin::users-permissions.ratelimit') as { enabled?: boolean } | undefined;
  if (config?.enabled === false) return next();
  // The declared route, not the request's path: the router also matches it in other letter cases.
  const route = (ctx.state.route as { path?: string } | undefined)?.path ?? ctx.request.path;
  return RateLimit.middleware({
    ...config,
    handler() {
      throw new errors.RateLimitError();
    },
    prefixKey: `noIdentifier:${route}:${ctx.request.ip}`,
  })(ctx, next);
}
