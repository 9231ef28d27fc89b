/** Subscribing starts double opt-in (decision 056) and always answers the same 202, so the box reveals nothing (decision 087). */
import { factories } from '@strapi/strapi';
import { NEWSLETTER_MESSAGES, newsletterSchema } from '@journey-canvas/shared';
import { requestedLanguage } from '../../../languages/site-languages';
import { readerAddress } from '../../../reader-address';
import { parseOrThrow } from '../../../validation';
import { subscribe } from '../../newsletter/subscribers/subscribe';

const UID = 'api::newsletter-subscription.newsletter-subscription';

export default factories.createCoreController(UID, ({ strapi }) => ({
  async create(ctx) {
    const data = (ctx.request.body as { data?: { language?: unknown } })?.data ?? {};
    const { email } = parseOrThrow(newsletterSchema, data);
    // The language of the page the address was typed on (decision 100); one the site lacks is a 400.
    const language = await requestedLanguage(strapi, data.language);
    await subscribe(strapi, email, readerAddress(ctx), language);
    ctx.status = 202;
    ctx.body = { data: { message: NEWSLETTER_MESSAGES.checkInbox } };
  },
}));
