/**
 * newsletter-subscription controller: Strapi's core controller, except that subscribing answers the
 * same whether or not the address was already on the list, so the box reveals nothing.
 */
import { factories } from '@strapi/strapi';
import { newsletterSchema } from '@journey-canvas/shared';
import { parseOrThrow } from '../../../validation';

const UID = 'api::newsletter-subscription.newsletter-subscription';

export default factories.createCoreController(UID, ({ strapi }) => ({
  async create(ctx) {
    const { email } = parseOrThrow(newsletterSchema, (ctx.request.body as { data?: unknown })?.data ?? {});
    const existing = await strapi.documents(UID).findFirst({ filters: { email }, fields: ['id'] });
    if (!existing) {
      try {
        await strapi.documents(UID).create({ data: { email } });
      } catch (error) {
        // A concurrent request stored the same address first: the reader is subscribed either way.
        const stillMissing = !(await strapi.documents(UID).findFirst({ filters: { email }, fields: ['id'] }));
        if (stillMissing) throw error;
      }
    }
    ctx.status = 201;
    ctx.body = { data: { email } };
  },
}));
