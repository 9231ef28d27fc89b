import type { Core } from '@strapi/strapi';
import { DELIVERIES_TABLE, withTables } from './newsletter-tables';

/** Queues the confirmation email for a pending subscriber, in the subscription's own transaction. */
export async function queueConfirmation(strapi: Core.Strapi, subscriber: string, now: Date) {
  await withTables(strapi, (table) =>
    table(DELIVERIES_TABLE).insert({ subscriber, kind: 'confirm', status: 'queued', attempts: 0, next_attempt_at: now }),
  );
}
