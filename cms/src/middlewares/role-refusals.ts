import { ROLE_MESSAGES } from '@journey-canvas/shared';
import type { Context, Next } from 'koa';

/** Says why instead of users-permissions' bare "Forbidden" (decision 045). */
export default () => async (ctx: Context, next: Next) => {
  await next();
  const error = (ctx.body as { error?: { message?: string } } | undefined)?.error;
  if (ctx.status === 403 && error?.message === 'Forbidden' && ctx.path.startsWith('/api/')) {
    error.message = ctx.state.user ? ROLE_MESSAGES.roleForbidden : ROLE_MESSAGES.signInRequired;
  }
};
