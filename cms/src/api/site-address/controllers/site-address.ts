import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { addressFate, parseSitePath } from '../address-lookup';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** `{ data: { path, status } }`, or a 404 when the address means nothing to the CMS. */
  async lookup(ctx: Context) {
    const path = parseSitePath(ctx.query.path);
    const fate = await addressFate(strapi, path);
    if (!fate) return ctx.notFound('Nothing is known at this address');
    ctx.body = { data: { path, ...fate } };
  },
});
