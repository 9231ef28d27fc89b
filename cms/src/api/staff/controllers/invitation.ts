/** The invitation link's two calls, open to anyone holding one: what it is for, and accepting it. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { acceptInvitationSchema } from '@journey-canvas/shared';
import { acceptInvitation, invitedAccount } from '../../../staff/invitations';
import { parseBody } from '../../../validation';

const tokenBody = acceptInvitationSchema.pick({ token: true });

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async check(ctx: Context) {
    const { token } = parseBody(tokenBody, ctx.request.body);
    const user = await invitedAccount(strapi, token);
    ctx.body = { email: user.email, role: user.role?.type ?? null };
  },

  async accept(ctx: Context) {
    ctx.body = await acceptInvitation(strapi, parseBody(acceptInvitationSchema, ctx.request.body));
  },
});
