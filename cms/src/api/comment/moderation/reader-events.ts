import type { Core } from '@strapi/strapi';
import { TAG_UID } from '../../tag/content-types/uids';
import { COMMENT_UID } from '../content-types/uids';

/**
 * Webhook events for what readers see beside a story (issue 22), for the site's purge: a question
 * shown or hidden on a story's page (`entry.slug` names the story), and a tag renamed or merged
 * (every story page shows its tags, and the tag pages move). Strapi's own `entry.*` events for
 * questions and tags say neither, so the site acts on these alone.
 */
export const READER_EVENTS = { COMMENT_CHANGE: 'comment.change', TAG_CHANGE: 'tag.change' } as const;

export function allowReaderEvents(strapi: Core.Strapi) {
  const store = strapi.get('webhookStore');
  for (const [key, event] of Object.entries(READER_EVENTS)) store.addAllowedEvent(key, event);
}

/** Tells the webhooks, once the change is committed. */
async function announce(strapi: Core.Strapi, event: string, uid: string, entry: Record<string, unknown>) {
  await strapi.db.transaction(async ({ onCommit }) => {
    onCommit(() => {
      const model = strapi.getModel(uid as never) as { modelName: string };
      strapi.eventHub
        .emit(event, { model: model.modelName, uid, entry })
        .catch((error: Error) => strapi.log.error(`Announcing ${event} failed: ${error.message}`));
    });
  });
}

export const announceQuestionShown = (strapi: Core.Strapi, slug: string) =>
  announce(strapi, READER_EVENTS.COMMENT_CHANGE, COMMENT_UID, { slug });

export const announceTagChange = (strapi: Core.Strapi, slugs: string[]) =>
  announce(strapi, READER_EVENTS.TAG_CHANGE, TAG_UID, { slugs });
