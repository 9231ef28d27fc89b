/** The newsletter in the admin (decision 056), for Editors and Administrators. */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { newsletterSettingsSchema, WEEKDAYS } from '@journey-canvas/shared';
import type { Context } from 'koa';
import { recordActivity } from '../../../activity/record-activity';
import { environment } from '../../../environment';
import { sendingIsOn } from '../../../mail/mail-transport';
import { contentRange } from '../../../admin-api/list-params';
import { writeBody } from '../../../admin-api/write-body';
import { parseOrThrow } from '../../../validation';
import { queueDigest } from '../sending/digest';
import { DELIVERIES_TABLE } from '../sending/newsletter-tables';
import { listSends, parseSendQuery } from '../sending/send-list';
import { readNewsletterSettings, saveNewsletterSettings } from '../settings';
import { listSubscribers, parseSubscriberQuery, subscribersCsv, toSubscriberRecord } from '../subscribers/subscriber-list';
import { SUBSCRIPTION_UID } from '../../../content-types';

const NOTHING_NEW = 'There are no new stories since the last digest: nothing to send';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const settingsRecord = async () => ({
    ...(await readNewsletterSettings(strapi)),
    sending: sendingIsOn(environment()),
    batchSize: environment().NEWSLETTER_BATCH_SIZE,
  });

  return {
    async subscribers(ctx: Context) {
      const query = parseSubscriberQuery(ctx.query);
      const { records, total } = await listSubscribers(strapi, query);
      ctx.set('Content-Range', contentRange(query.range, records.length, total, 'subscribers'));
      ctx.body = records;
    },

    async exportSubscribers(ctx: Context) {
      const csv = await subscribersCsv(strapi, parseSubscriberQuery({ ...ctx.query, range: undefined }));
      ctx.set('Content-Type', 'text/csv; charset=utf-8');
      ctx.set('Content-Disposition', `attachment; filename="subscribers-${new Date().toISOString().slice(0, 10)}.csv"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = csv;
    },

    /** The log records that an address was removed, not which. */
    async removeSubscriber(ctx: Context) {
      const documents = strapi.documents(SUBSCRIPTION_UID);
      const subscriber = await documents.findOne({ documentId: ctx.params.id });
      if (!subscriber) throw new errors.NotFoundError('Subscriber not found');
      await strapi.db.transaction(async ({ trx }) => {
        await documents.delete({ documentId: ctx.params.id });
        await strapi.db.getConnection(DELIVERIES_TABLE).transacting(trx).where('subscriber', ctx.params.id).delete();
        await recordActivity(strapi, { action: 'subscriber-remove' });
      });
      ctx.body = toSubscriberRecord(subscriber as Record<string, unknown>);
    },

    async sends(ctx: Context) {
      const query = parseSendQuery(ctx.query);
      const { records, total } = await listSends(strapi, query);
      ctx.set('Content-Range', contentRange(query.range, records.length, total, 'sends'));
      ctx.body = records;
    },

    async sendDigest(ctx: Context) {
      const now = new Date();
      const send = await queueDigest(strapi, `digest:now:${now.toISOString()}`, now);
      if (!send) throw new errors.ValidationError(NOTHING_NEW);
      ctx.status = 201;
      ctx.body = send;
    },

    async settings(ctx: Context) {
      ctx.body = await settingsRecord();
    },

    async updateSettings(ctx: Context) {
      const settings = parseOrThrow(newsletterSettingsSchema, {
        ...(await readNewsletterSettings(strapi)),
        ...writeBody(ctx.request.body),
      });
      await strapi.db.transaction(async () => {
        await saveNewsletterSettings(strapi, settings);
        const when = `${WEEKDAYS[settings.digestWeekday - 1]}s at ${String(settings.digestHour).padStart(2, '0')}:00 UTC`;
        await recordActivity(strapi, {
          action: 'settings',
          detail: `Newsletter: weekly digest ${settings.digestEnabled ? `on, ${when}` : 'off'}`,
        });
      });
      ctx.body = await settingsRecord();
    },
  };
};
