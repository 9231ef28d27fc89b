/** `/api/admin/account/…`: each person's own password and two-step sign-in (every staff role). */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { passwordChangeSchema, ROLE_MESSAGES, STAFF_MESSAGES, twoFactorCodeField } from '@journey-canvas/shared';
import { z } from 'zod';
import { recordActivity } from '../../../activity/record-activity';
import { issueSessionToken } from '../../../staff/sessions';
import { beginSetup, confirmSetup, disable, twoFactorState } from '../../../staff/two-factor/two-factor';
import { findStaffUser, type StaffUser } from '../../../staff/user-fields';
import { fieldError, parseBody } from '../../../validation';

const codeBody = z.object({ code: twoFactorCodeField });
const disableBody = z.object({ code: twoFactorCodeField.optional(), password: z.string().max(200).optional() });

export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** Read afresh, with its private fields. */
  async function me(ctx: Context): Promise<StaffUser> {
    const id = (ctx.state.user as { id?: number } | undefined)?.id;
    const user = id ? await findStaffUser(strapi, { id }) : null;
    if (!user) throw new errors.PolicyError(ROLE_MESSAGES.signInRequired);
    return user;
  }
  const users = () => strapi.plugin('users-permissions').service('user');

  return {
    /** A new password with the current one; every session ends, and this browser gets a new token. */
    async password(ctx: Context) {
      const user = await me(ctx);
      const { currentPassword, password } = parseBody(passwordChangeSchema, ctx.request.body);
      if (!user.password || !(await users().validatePassword(currentPassword, user.password)))
        throw fieldError('currentPassword', STAFF_MESSAGES.currentPasswordWrong);
      await strapi.db.transaction(async () => {
        await users().edit(user.id, { password });
        await recordActivity(strapi, { action: 'password-change', detail: user.email });
      });
      ctx.body = { jwt: issueSessionToken(strapi, (await findStaffUser(strapi, { id: user.id }))!) };
    },

    async twoFactor(ctx: Context) {
      ctx.body = twoFactorState(await me(ctx));
    },

    async twoFactorSetup(ctx: Context) {
      ctx.body = await beginSetup(strapi, await me(ctx));
    },

    async twoFactorConfirm(ctx: Context) {
      const { code } = parseBody(codeBody, ctx.request.body);
      ctx.body = await confirmSetup(strapi, await me(ctx), code);
    },

    async twoFactorDisable(ctx: Context) {
      const proof = parseBody(disableBody, ctx.request.body);
      const user = await me(ctx);
      await disable(strapi, user, proof);
      ctx.body = twoFactorState((await findStaffUser(strapi, { id: user.id }))!);
    },
  };
};
