/** The newsletter's public routes (decision 056): the site's confirm and unsubscribe pages pass the link's token here. */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { NEWSLETTER_MESSAGES } from '@journey-canvas/shared';
import type { Context } from 'koa';
import { subscriberOfToken } from '../links/subscriber-links';
import { confirm, unsubscribe } from '../subscribers/subscribe';

/** A one-click POST carries the token in the query. */
function tokenOf(ctx: Context): unknown {
  const body = ctx.request.body as { token?: unknown } | undefined;
  return body?.token ?? ctx.query.token;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async confirm(ctx: Context) {
    const subscriber = subscriberOfToken(tokenOf(ctx), 'confirm');
    if (!subscriber || !(await confirm(strapi, subscriber))) throw new errors.ValidationError(NEWSLETTER_MESSAGES.confirmInvalid);
    ctx.body = { data: { status: 'confirmed', message: NEWSLETTER_MESSAGES.confirmed } };
  },

  async unsubscribe(ctx: Context) {
    const subscriber = subscriberOfToken(tokenOf(ctx), 'unsubscribe');
    if (!subscriber || !(await unsubscribe(strapi, subscriber))) {
      throw new errors.ValidationError(NEWSLETTER_MESSAGES.unsubscribeInvalid);
    }
    ctx.body = { data: { status: 'unsubscribed', message: NEWSLETTER_MESSAGES.unsubscribed } };
  },
});
