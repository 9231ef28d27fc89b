import type { Core } from '@strapi/strapi';
import { recordActivity } from '../../../activity/record-activity';
import { BLOG_POST_UID } from '../../../content-types';
import { storyEmail, type EmailedStory } from '../emails/story-email';
import { deliverSoon } from './deliver';
import { createSend } from './sends';

/** Sends queued in a transaction go out once it is committed. */
export async function deliverAfterCommit(strapi: Core.Strapi) {
  await strapi.db.transaction(async ({ onCommit }) => onCommit(() => void deliverSoon(strapi)));
}

/** In the publish's transaction, whichever door published it; once per post, as the send's key is the post's. */
export async function queueStoryEmail(strapi: Core.Strapi, documentId: string) {
  const live = (await strapi.documents(BLOG_POST_UID).findOne({
    documentId,
    status: 'published',
    populate: { images: true },
  })) as (EmailedStory & { emailSubscribers?: boolean | null }) | null;
  if (!live?.emailSubscribers) return;
  const send = await createSend(strapi, {
    key: `story:${documentId}`,
    kind: 'story',
    post: documentId,
    content: storyEmail(live),
  });
  if (!send) return;
  await recordActivity(strapi, {
    action: 'newsletter-send',
    post: documentId,
    postTitle: live.title,
    detail: `Story emailed to ${send.queued} subscriber${send.queued === 1 ? '' : 's'}`,
  });
  await deliverAfterCommit(strapi);
}
