import type { Core } from '@strapi/strapi';
import { BLOG_POST_UID } from '../content-types/uids';

/**
 * Strapi webhook events for the Trash, beside Strapi's own `entry.*` ones: moving a post in or
 * out of the Trash writes no version through the Document Service, so it announces itself. The
 * site's webhook (bootstrap/site-webhook.ts) subscribes to them and purges the post's pages.
 */
export const TRASH_EVENTS = { ENTRY_TRASH: 'entry.trash', ENTRY_RESTORE: 'entry.restore' } as const;

/**
 * A post left an address (decision 044): Strapi's `entry.update` names the new slug only, so this
 * one names the old, whose pages the site must drop to serve its redirect.
 */
export const ADDRESS_EVENTS = { ENTRY_MOVE: 'entry.move' } as const;

/** Our events, beside Strapi's own, for the site's webhook. */
export const SITE_EVENTS = [...Object.values(TRASH_EVENTS), ...Object.values(ADDRESS_EVENTS)];

export function allowSiteEvents(strapi: Core.Strapi) {
  const store = strapi.get('webhookStore');
  for (const [key, event] of Object.entries({ ...TRASH_EVENTS, ...ADDRESS_EVENTS })) store.addAllowedEvent(key, event);
}

/** Tells the webhooks (the site's purge among them) that a post went into or came out of the Trash. */
export async function announceSiteEvent(
  strapi: Core.Strapi,
  event: (typeof SITE_EVENTS)[number],
  entry: { documentId: string; slug: string },
) {
  const model = strapi.getModel(BLOG_POST_UID);
  await strapi.eventHub.emit(event, { model: model.modelName, uid: model.uid, entry });
}

/** Tells the webhooks that a post left its address `entry.slug`, once the write that moved it is committed. */
export async function announceAddressChange(strapi: Core.Strapi, entry: { documentId: string; slug: string }) {
  await strapi.db.transaction(async ({ onCommit }) => {
    onCommit(() => {
      announceSiteEvent(strapi, ADDRESS_EVENTS.ENTRY_MOVE, entry).catch((error: Error) =>
        strapi.log.error(`Announcing the move of post ${entry.documentId} failed: ${error.message}`),
      );
    });
  });
}
