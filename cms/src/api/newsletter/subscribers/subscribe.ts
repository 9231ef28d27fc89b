import type { Core } from '@strapi/strapi';
import { CONFIRMATION_RESEND_MINUTES, type SubscriberStatus } from '@journey-canvas/shared';
import { takeTurn } from '../../../document-rules';
import { allowConfirmation } from '../rules/confirmation-limits';
import { queueConfirmation } from '../sending/confirmation-send';
import { deliverSoon } from '../sending/deliver';
import { SUBSCRIPTION_UID } from '../../../content-types';

interface Subscription {
  documentId: string;
  status: SubscriberStatus | null;
  confirmationSentAt: string | null;
}

/**
 * Every case is answered alike and mail goes after the answer, so nothing tells if an address was
 * listed (decision 056, 087). The language is the sign-up page's; a confirmed address keeps its own,
 * as no one but its owner may change what it receives.
 */
export async function subscribe(
  strapi: Core.Strapi,
  email: string,
  client: string,
  language: string,
  now = new Date(),
): Promise<void> {
  const subscriptions = strapi.documents(SUBSCRIPTION_UID);
  const queued = await strapi.db.transaction(async ({ trx }) => {
    await takeTurn(strapi, trx, SUBSCRIPTION_UID);
    const existing = (await subscriptions.findFirst({
      filters: { email },
      fields: ['status', 'confirmationSentAt'],
    })) as Subscription | null;
    if (existing?.status === 'confirmed') return false;
    const recently = existing?.confirmationSentAt
      ? now.getTime() - new Date(existing.confirmationSentAt).getTime() < CONFIRMATION_RESEND_MINUTES * 60_000
      : false;
    if (existing && existing.status !== 'unsubscribed' && recently) return false;
    if (!(await allowConfirmation(client, email))) return false;
    const data = { status: 'pending' as const, confirmationSentAt: now.toISOString(), unsubscribedAt: null, language };
    // Strapi's input types have no null, which clears a date: hence the casts.
    const subscriber = existing
      ? await subscriptions.update({ documentId: existing.documentId, data: data as never })
      : await subscriptions.create({ data: { email, ...data } as never });
    // An update finds the row this transaction just read.
    if (!subscriber) return false;
    await queueConfirmation(strapi, subscriber.documentId, now);
    return true;
  });
  if (queued) deliverSoon(strapi);
}

export async function confirm(strapi: Core.Strapi, documentId: string, now = new Date()): Promise<boolean> {
  const subscriptions = strapi.documents(SUBSCRIPTION_UID);
  const subscriber = (await subscriptions.findOne({ documentId, fields: ['status'] })) as Subscription | null;
  if (!subscriber || subscriber.status === 'unsubscribed') return false;
  if (subscriber.status !== 'confirmed') {
    await subscriptions.update({ documentId, data: { status: 'confirmed', confirmedAt: now.toISOString() } });
  }
  return true;
}

/** One-click, no sign-in; queued messages are dropped when they come to be sent. */
export async function unsubscribe(strapi: Core.Strapi, documentId: string, now = new Date()): Promise<boolean> {
  const subscriptions = strapi.documents(SUBSCRIPTION_UID);
  const subscriber = (await subscriptions.findOne({ documentId, fields: ['status'] })) as Subscription | null;
  if (!subscriber) return false;
  if (subscriber.status !== 'unsubscribed') {
    await subscriptions.update({ documentId, data: { status: 'unsubscribed', unsubscribedAt: now.toISOString() } });
  }
  return true;
}
