import type { Core } from '@strapi/strapi';
import { recordActivity } from '../../../activity/record-activity';
import { BLOG_POST_UID } from '../../../content-types';
import { COMMENT_UID } from '../../../content-types';
import { moderationOf, type QuestionState } from './moderation-actions';
import { announceQuestionShown } from '../../../site-events/announce';
import { defaultLanguage } from '../../../languages/site-languages';

type Question = QuestionState & { post: string; name: string; body: string; language: string | null };

const FIELDS = ['post', 'name', 'body', 'status', 'reply', 'replyAuthor', 'language'];

const described = (question: Question) =>
  `${question.name}: “${question.body.length > 120 ? `${question.body.slice(0, 119)}…` : question.body}”`;

/** Every moderation, whatever the door, logged in the change's own transaction. */
export function recordQuestionModeration(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== COMMENT_UID || (context.action !== 'update' && context.action !== 'delete')) return next();
    const { documentId } = context.params as { documentId?: string };
    if (!documentId) return next();
    const read = () =>
      strapi.db.query(COMMENT_UID).findOne({ where: { documentId }, select: FIELDS }) as Promise<Question | null>;
    return strapi.db.transaction(async () => {
      const before = await read();
      const result = await next();
      if (!before) return result;
      const after = context.action === 'delete' ? null : await read();
      const { actions, shown } = moderationOf(before, after);
      // The language version the question was asked on (decision 100).
      const locale = before.language ?? (await defaultLanguage(strapi));
      const storyOf = (post: string) =>
        strapi.db.query(BLOG_POST_UID).findOne({
          where: { documentId: post, publishedAt: null, locale },
          select: ['title', 'slug'],
        }) as Promise<{ title: string; slug: string | null } | null>;
      const story = await storyOf(before.post);
      for (const action of actions) {
        await recordActivity(strapi, { action, post: before.post, postTitle: story?.title ?? null, detail: described(before) });
      }
      if (shown && story?.slug) await announceQuestionShown(strapi, story.slug);
      // A question moved to another story (Strapi's panel) is shown there now.
      const movedTo = after && after.post !== before.post ? await storyOf(after.post) : null;
      if (shown && movedTo?.slug) await announceQuestionShown(strapi, movedTo.slug);
      return result;
    });
  });
}
