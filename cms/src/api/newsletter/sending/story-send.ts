import type { Core } from '@strapi/strapi';
import { recordActivity } from '../../../activity/record-activity';
import { BLOG_POST_UID } from '../../../content-types';
import { storyEmail } from '../emails/story-email';
import { deliverSoon } from './deliver';
import { createSend, sendLanguages } from './sends';
import { storiesInLanguage, type SentStory } from './stories-in-language';
import { defaultLanguage } from '../../../languages/site-languages';

/** Sends queued in a transaction go out once it is committed. */
export async function deliverAfterCommit(strapi: Core.Strapi) {
  await strapi.db.transaction(async ({ onCommit }) => onCommit(() => void deliverSoon(strapi)));
}

type LiveStory = SentStory & { emailSubscribers?: boolean | null };

/**
 * In the publish's transaction, whichever door published it; once per post, as the send's key is the
 * post's. Each subscriber gets the story in their language where it is published in it, else in the
 * default language, framed in theirs (decision 100).
 */
export async function queueStoryEmail(strapi: Core.Strapi, documentId: string) {
  const live = (await strapi.documents(BLOG_POST_UID).findOne({
    documentId,
    locale: await defaultLanguage(strapi),
    status: 'published',
    populate: { images: true },
  })) as LiveStory | null;
  if (!live?.emailSubscribers) return;
  const { languages, defaultLanguage: first } = await sendLanguages(strapi);
  let queued = 0;
  for (const language of languages) {
    const [story] = language === first ? [live] : await storiesInLanguage(strapi, [live], language);
    const send = await createSend(strapi, {
      key: language === first ? `story:${documentId}` : `story:${documentId}:${language}`,
      kind: 'story',
      post: documentId,
      content: storyEmail(story!, { language, defaultLanguage: first }),
      language,
    });
    // Emailed before: once is the rule.
    if (!send) return;
    queued += send.queued;
  }
  await recordActivity(strapi, {
    action: 'newsletter-send',
    post: documentId,
    postTitle: live.title,
    detail: `Story emailed to ${queued} subscriber${queued === 1 ? '' : 's'}`,
  });
  await deliverAfterCommit(strapi);
}
