import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';

/** Strapi's REST API returns drafts when asked with `?status=draft`, so any status but published is refused. */
export default () => async (ctx: Context, next: Next) => {
  const status = ctx.query?.status;
  if (status !== undefined && status !== 'published') {
    throw new errors.ForbiddenError('Only published posts can be read through this API');
  }
  return next();
};
