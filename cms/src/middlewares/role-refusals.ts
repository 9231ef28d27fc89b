import { ROLE_MESSAGES } from '@journey-canvas/shared';
import type { Context, Next } from 'koa';

/**
 * users-permissions answers a route a role is not granted with Strapi's bare "Forbidden"; this
 * says why instead (decision 045): sign in, or this role may not. Refusals with their own message
 * (the post checks' PolicyErrors) pass as they are.
 */
export default () => async (ctx: Context, next: Next) => {
  await next();
  const error = (ctx.body as { error?: { message?: string } } | undefined)?.error;
  if (ctx.status === 403 && error?.message === 'Forbidden' && ctx.path.startsWith('/api/')) {
    error.message = ctx.state.user ? ROLE_MESSAGES.roleForbidden : ROLE_MESSAGES.signInRequired;
  }
};
