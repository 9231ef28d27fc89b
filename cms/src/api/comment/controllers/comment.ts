/** Reader questions' public routes (decision 058): questions are held for moderation; no email address leaves. */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { COMMENT_MESSAGES, commentSchema, type PublicComment } from '@journey-canvas/shared';
import type { Context } from 'koa';
import { readerAddress } from '../../../reader-address';
import { fieldError, parseOrThrow } from '../../../validation';
import { BLOG_POST_UID } from '../../../content-types';
import { COMMENT_UID } from '../../../content-types';
import { allowQuestion } from '../rules/comment-limits';
import { defaultLanguage, requestedLanguage } from '../../../languages/site-languages';
import { askedIn } from '../question-language';

const SHOWN = 200;

const accepted = (ctx: Context) => {
  ctx.status = 202;
  ctx.body = { data: { status: 'pending', message: COMMENT_MESSAGES.awaitingModeration } };
};

/** Live in the language the question is asked in. */
const liveStory = (strapi: Core.Strapi, documentId: string, locale: string) =>
  strapi.db.query(BLOG_POST_UID).findOne({
    where: { documentId, locale, publishedAt: { $notNull: true }, trashedAt: null },
    select: ['id'],
  });

export const toPublicComment = (comment: Record<string, unknown>): PublicComment => ({
  id: comment.documentId as string,
  name: comment.name as string,
  body: comment.body as string,
  createdAt: new Date(comment.createdAt as string).toISOString(),
  reply: (comment.reply as string | null) ?? null,
  replyAuthor: (comment.replyAuthor as string | null) ?? null,
  repliedAt: comment.repliedAt ? new Date(comment.repliedAt as string).toISOString() : null,
});

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async create(ctx: Context) {
    const body = ctx.request.body as Record<string, unknown> | undefined;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new errors.ValidationError('The request body must be a JSON object');
    }
    // A honeypot field people never see but robots fill in: answered as any question, kept as none.
    if (typeof body.website === 'string' && body.website.trim() !== '') return accepted(ctx);
    const question = parseOrThrow(commentSchema, body);
    const language = await requestedLanguage(strapi, body.language);
    if (!(await liveStory(strapi, question.post, language))) throw fieldError('post', COMMENT_MESSAGES.postNotFound);
    if (!(await allowQuestion(readerAddress(ctx), question.email))) throw new errors.RateLimitError(COMMENT_MESSAGES.tooMany);
    await strapi.documents(COMMENT_UID).create({ data: { ...question, language, status: 'pending' } });
    accepted(ctx);
  },

  async find(ctx: Context) {
    const post = ctx.query.post;
    if (typeof post !== 'string' || post === '' || post.length > 64 || post.includes('\0')) {
      throw new errors.ValidationError('Query parameter "post" must name one story by its id');
    }
    const language = await requestedLanguage(strapi, ctx.query.locale);
    // A story in the Trash (or a draft) shows nowhere, nor do its questions.
    if (!(await liveStory(strapi, post, language))) {
      ctx.body = { data: [] };
      return;
    }
    const approved = await strapi.documents(COMMENT_UID).findMany({
      filters: { post, status: 'approved', ...askedIn(language, await defaultLanguage(strapi)) },
      sort: [{ createdAt: 'asc' }, { id: 'asc' }],
      limit: SHOWN,
    });
    ctx.body = { data: (approved as Record<string, unknown>[]).map(toPublicComment) };
  },
});
