import { errors } from '@strapi/utils';
import { RateLimit } from 'koa2-ratelimit';
import type { Context, Next } from 'koa';

/**
 * users-permissions' auth rate limit for our own public doors, keyed by route and client address
 * only: the plugin's own key includes the body's `email`, so each new address started a new count.
 */
export function authRateLimit(ctx: Context, next: Next) {
  const config = strapi.config.get('plugin::users-permissions.ratelimit') as { enabled?: boolean } | undefined;
  if (config?.enabled === false) return next();
  // Not the request's path: the router also matches other letter cases.
  const route = (ctx.state.route as { path?: string } | undefined)?.path ?? ctx.request.path;
  return RateLimit.middleware({
    ...config,
    handler() {
      throw new errors.RateLimitError();
    },
    prefixKey: `noIdentifier:${route}:${ctx.request.ip}`,
  })(ctx, next);
}
