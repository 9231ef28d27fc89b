/** `POST /api/auth/two-factor`: the second step of a sign-in (decision 046). */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { completeSignIn } from '../../../staff/two-factor/sign-in';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async secondStep(ctx: Context) {
    await completeSignIn(strapi, ctx);
  },
});
