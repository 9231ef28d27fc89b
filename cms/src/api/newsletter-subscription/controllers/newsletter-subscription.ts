/** Subscribing starts double opt-in (decision 056) and always answers the same 202, so the box reveals nothing (decision 087). */
import { factories } from '@strapi/strapi';
import { NEWSLETTER_MESSAGES, newsletterSchema } from '@journey-canvas/shared';
import { readerAddress } from '../../../reader-address';
import { parseOrThrow } from '../../../validation';
import { subscribe } from '../../newsletter/subscribers/subscribe';

const UID = 'api::newsletter-subscription.newsletter-subscription';

export default factories.createCoreController(UID, ({ strapi }) => ({
  async create(ctx) {
    const { email } = parseOrThrow(newsletterSchema, (ctx.request.body as { data?: unknown })?.data ?? {});
    await subscribe(strapi, email, readerAddress(ctx));
    ctx.status = 202;
    ctx.body = { data: { message: NEWSLETTER_MESSAGES.checkInbox } };
  },
}));
