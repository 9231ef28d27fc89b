import { errors } from '@strapi/utils';

/**
 * Strapi's REST API returns drafts when asked with `?status=draft`; readers only ever see what is
 * published, so any other status is refused.
 */
export default () => async (ctx: any, next: () => Promise<unknown>) => {
  const status = ctx.query?.status;
  if (status !== undefined && status !== 'published') {
    throw new errors.ForbiddenError('Only published posts can be read through this API');
  }
  return next();
};
