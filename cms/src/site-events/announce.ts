import type { Core, UID } from '@strapi/strapi';
import { SITE_EVENTS, siteEventMessage } from '@journey-canvas/shared';
import { BLOG_POST_UID, COMMENT_UID, TAG_UID } from '../content-types';

/** Events for the site's webhook that no Document Service write announces. */
const WEBHOOK_EVENTS = {
  trash: SITE_EVENTS.trash,
  restore: SITE_EVENTS.restore,
  move: SITE_EVENTS.move,
  commentChange: SITE_EVENTS.commentChange,
  tagChange: SITE_EVENTS.tagChange,
} as const;

type WebhookEvent = (typeof WEBHOOK_EVENTS)[keyof typeof WEBHOOK_EVENTS];

export const OUR_WEBHOOK_EVENTS: WebhookEvent[] = Object.values(WEBHOOK_EVENTS);

export function allowSiteEvents(strapi: Core.Strapi) {
  const store = strapi.get('webhookStore');
  for (const [key, event] of Object.entries(WEBHOOK_EVENTS)) store.addAllowedEvent(key, event);
}

/** Checked against the contract the site reads. */
async function emit(strapi: Core.Strapi, event: WebhookEvent, uid: UID.ContentType, entry: Record<string, unknown>) {
  const model = strapi.getModel(uid);
  const { event: _event, ...payload } = siteEventMessage.parse({ event, model: model.modelName, uid, entry });
  await strapi.eventHub.emit(event, payload);
}

async function emitAfterCommit(strapi: Core.Strapi, event: WebhookEvent, uid: UID.ContentType, entry: Record<string, unknown>) {
  await strapi.db.transaction(async ({ onCommit }) => {
    onCommit(() => {
      emit(strapi, event, uid, entry).catch((error: Error) => strapi.log.error(`Announcing ${event} failed: ${error.message}`));
    });
  });
}

export const announceTrashMove = (strapi: Core.Strapi, move: 'trash' | 'restore', entry: { documentId: string; slug: string }) =>
  emit(strapi, WEBHOOK_EVENTS[move], BLOG_POST_UID, entry);

/** Strapi's `entry.update` names only the new address (decision 044). */
export const announceAddressChange = (strapi: Core.Strapi, entry: { documentId: string; slug: string }) =>
  emitAfterCommit(strapi, WEBHOOK_EVENTS.move, BLOG_POST_UID, entry);

export const announceQuestionShown = (strapi: Core.Strapi, slug: string) =>
  emitAfterCommit(strapi, WEBHOOK_EVENTS.commentChange, COMMENT_UID, { slug });

export const announceTagChange = (strapi: Core.Strapi, slugs: string[]) =>
  emitAfterCommit(strapi, WEBHOOK_EVENTS.tagChange, TAG_UID, { slugs });
