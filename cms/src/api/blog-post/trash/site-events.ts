import type { Core } from '@strapi/strapi';
import { BLOG_POST_UID } from '../content-types/uids';

/**
 * Strapi webhook events for the Trash, beside Strapi's own `entry.*` ones: moving a post in or
 * out of the Trash writes no version through the Document Service, so it announces itself. The
 * site's webhook (bootstrap/site-webhook.ts) subscribes to them and purges the post's pages.
 */
export const TRASH_EVENTS = { ENTRY_TRASH: 'entry.trash', ENTRY_RESTORE: 'entry.restore' } as const;

export function allowTrashEvents(strapi: Core.Strapi) {
  const store = strapi.get('webhookStore');
  for (const [key, event] of Object.entries(TRASH_EVENTS)) store.addAllowedEvent(key, event);
}

/** Tells the webhooks (the site's purge among them) that a post went into or came out of the Trash. */
export async function announceTrashChange(
  strapi: Core.Strapi,
  event: (typeof TRASH_EVENTS)[keyof typeof TRASH_EVENTS],
  entry: { documentId: string; slug: string },
) {
  const model = strapi.getModel(BLOG_POST_UID);
  await strapi.eventHub.emit(event, { model: model.modelName, uid: model.uid, entry });
}
