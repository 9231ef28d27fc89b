/** `GET /api/admin/activity`: a page of the activity log, newest first, in ra-data-simple-rest's dialect. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { listActivity, parseActivityQuery } from '../../../activity/activity-list';
import { contentRange } from '../../../admin-api/list-params';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const query = parseActivityQuery(ctx.query);
    const { entries, total } = await listActivity(strapi, query);
    ctx.set('Content-Range', contentRange(query.range, entries.length, total, 'entries'));
    ctx.body = entries;
  },
});
