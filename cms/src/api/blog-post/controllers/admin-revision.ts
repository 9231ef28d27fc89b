/** The admin API's revisions controller: ra-data-simple-rest requests in, plain JSON out. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { autosaveFieldsSchema } from '@journey-canvas/shared';
import { writeBody } from '../../../admin-api/write-body';
import { parsePostId, parseRevisionId, parseRevisionListQuery, revisionRange } from '../revisions/list-params';
import { REVISION_MESSAGES } from '../services/admin-revision';
import { parseOrThrow } from '../../../validation';
import { staffOf } from '../../../admin-api/staff-of';
import { assertMayChange, assertMayOpen } from '../staff/post-access';
import { requestedLanguage } from '../../../languages/site-languages';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::blog-post.admin-revision');

  return {
    async find(ctx: Context) {
      const query = parseRevisionListQuery(ctx.query);
      const locale = await requestedLanguage(strapi, query.locale);
      await assertMayOpen(strapi, staffOf(ctx), query.post);
      const { records, total } = await service().list(query, locale);
      ctx.set('Content-Range', revisionRange(query.start, records.length, total));
      ctx.body = records;
    },

    async findOne(ctx: Context) {
      const revision = await service().findOne(parseRevisionId(ctx.params.id));
      if (!revision) return ctx.notFound(REVISION_MESSAGES.notFound);
      await assertMayOpen(strapi, staffOf(ctx), revision.post);
      ctx.body = revision;
    },

    /** `{ post }`, when sent, must be the revision's post: the Edit view sends the one it shows. */
    async restore(ctx: Context) {
      const id = parseRevisionId(ctx.params.id);
      const body = (ctx.request.body ?? {}) as { post?: unknown };
      const post = body.post === undefined ? undefined : parsePostId(body.post, 'post');
      const revision = await service().findOne(id);
      if (revision) await assertMayChange(strapi, staffOf(ctx), revision.post);
      ctx.body = await service().restore(id, post);
    },

    async autosave(ctx: Context) {
      const body = writeBody(ctx.request.body);
      const post = parsePostId(body.post, 'post');
      const locale = await requestedLanguage(strapi, ctx.query.locale);
      await assertMayOpen(strapi, staffOf(ctx), post);
      ctx.body = await service().saveAutosave(post, parseOrThrow(autosaveFieldsSchema, body.fields), locale);
    },

    async findAutosave(ctx: Context) {
      const post = parsePostId(ctx.query.post, 'post');
      const locale = await requestedLanguage(strapi, ctx.query.locale);
      await assertMayOpen(strapi, staffOf(ctx), post);
      const autosave = await service().findAutosave(post, locale);
      if (autosave) ctx.body = autosave;
      else ctx.status = 204;
    },

    async discardAutosave(ctx: Context) {
      const post = parsePostId(ctx.query.post, 'post');
      const locale = await requestedLanguage(strapi, ctx.query.locale);
      await assertMayOpen(strapi, staffOf(ctx), post);
      await service().discardAutosave(post, locale);
      ctx.status = 204;
    },
  };
};
