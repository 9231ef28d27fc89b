import type { Core } from '@strapi/strapi';
import { SITE_EVENTS, siteEventMessage } from '@journey-canvas/shared';
import { BLOG_POST_UID, COMMENT_UID, TAG_UID } from '../content-types';

/**
 * Our events beside Strapi's own `entry.*` ones, for the site's webhook: what no Document Service
 * write of the model announces (a post moved to the Trash or to another address, a question shown
 * on a story, tags renamed or merged). The content generation goes to the site directly at start.
 */
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

/** Tells the webhooks now; the message is checked against the contract the site reads. */
async function emit(strapi: Core.Strapi, event: WebhookEvent, uid: string, entry: Record<string, unknown>) {
  const model = strapi.getModel(uid as never) as { modelName: string };
  const { event: _event, ...payload } = siteEventMessage.parse({ event, model: model.modelName, uid, entry });
  await strapi.eventHub.emit(event, payload);
}

/** Tells the webhooks once the write in progress is committed. */
async function emitAfterCommit(strapi: Core.Strapi, event: WebhookEvent, uid: string, entry: Record<string, unknown>) {
  await strapi.db.transaction(async ({ onCommit }) => {
    onCommit(() => {
      emit(strapi, event, uid, entry).catch((error: Error) => strapi.log.error(`Announcing ${event} failed: ${error.message}`));
    });
  });
}

/** A post went into the Trash or came out of it. */
export const announceTrashMove = (strapi: Core.Strapi, move: 'trash' | 'restore', entry: { documentId: string; slug: string }) =>
  emit(strapi, WEBHOOK_EVENTS[move], BLOG_POST_UID, entry);

/** A post left its address `entry.slug` (decision 044): Strapi's `entry.update` names the new one only. */
export const announceAddressChange = (strapi: Core.Strapi, entry: { documentId: string; slug: string }) =>
  emitAfterCommit(strapi, WEBHOOK_EVENTS.move, BLOG_POST_UID, entry);

/** A question was shown or hidden on the story at `slug`. */
export const announceQuestionShown = (strapi: Core.Strapi, slug: string) =>
  emitAfterCommit(strapi, WEBHOOK_EVENTS.commentChange, COMMENT_UID, { slug });

/** Tags were renamed or merged: every story page shows its tags, and the tag pages move. */
export const announceTagChange = (strapi: Core.Strapi, slugs: string[]) =>
  emitAfterCommit(strapi, WEBHOOK_EVENTS.tagChange, TAG_UID, { slugs });
