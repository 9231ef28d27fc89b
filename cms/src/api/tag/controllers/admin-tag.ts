/** Tags in the admin (decision 057): `PUT` with `{ name }` renames, with `{ mergeInto: <id> }` merges. */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { TAG_MESSAGES } from '@journey-canvas/shared';
import type { Context } from 'koa';
import { checkDocumentId } from '../../../query-values';
import { contentRange } from '../../../admin-api/list-params';
import { writeBody } from '../../../admin-api/write-body';
import { listTags, parseTagQuery } from '../tag-list';
import { mergeTag, renameTag } from '../tag-changes';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const recordOf = async (id: string) => {
    checkDocumentId(id);
    return (await listTags(strapi, { ids: [id], sort: 'name', order: 'asc', range: { start: 0, limit: 1 } })).records[0];
  };

  return {
    async find(ctx: Context) {
      const query = parseTagQuery(ctx.query);
      const { records, total } = await listTags(strapi, query);
      ctx.set('Content-Range', contentRange(query.range, records.length, total, 'tags'));
      ctx.body = records;
    },

    async findOne(ctx: Context) {
      const record = await recordOf(ctx.params.id);
      if (!record) return ctx.notFound(TAG_MESSAGES.notFound);
      ctx.body = record;
    },

    async update(ctx: Context) {
      const body = writeBody(ctx.request.body);
      const renaming = body.name !== undefined && body.name !== null;
      const merging = body.mergeInto !== undefined && body.mergeInto !== null;
      if (renaming === merging) throw new errors.ValidationError(TAG_MESSAGES.renameOrMerge);
      if (merging) {
        const into = await mergeTag(strapi, ctx.params.id, body.mergeInto);
        ctx.body = { ...(await recordOf(into.documentId)), merged: into.merged };
      } else {
        await renameTag(strapi, ctx.params.id, body.name);
        ctx.body = await recordOf(ctx.params.id);
      }
    },
  };
};
