/** Redirects for Settings: `{ id, from, to, status }` records in ra-data-simple-rest's dialect, written through the redirect rules. */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { contentRange, parseJson, parseRange } from '../../../admin-api/list-params';
import { REDIRECT_UID } from '../rules/redirect-rules';

const NOT_FOUND = 'Redirect not found';
const SORTABLE = new Set(['from', 'to', 'status', 'createdAt']);

const toRecord = (redirect: Record<string, unknown>) => ({
  id: redirect.documentId,
  from: redirect.from,
  to: redirect.to,
  status: redirect.status,
  createdAt: redirect.createdAt,
  updatedAt: redirect.updatedAt,
});

function writeBody(body: unknown) {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new errors.ValidationError('The body must be a JSON object');
  const { from, to, status } = body as Record<string, unknown>;
  return Object.fromEntries(Object.entries({ from, to, status }).filter(([, value]) => value !== undefined));
}

function parseSort(raw: unknown) {
  const value = parseJson('sort', raw) ?? ['from', 'ASC'];
  const [field, order] = Array.isArray(value) ? value : [];
  if (typeof field !== 'string' || !SORTABLE.has(field))
    throw new errors.ValidationError('Redirects sort by from, to, status or createdAt');
  if (order !== 'ASC' && order !== 'DESC') throw new errors.ValidationError('Sort order must be ASC or DESC');
  return { [field]: order === 'ASC' ? 'asc' : 'desc' };
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const redirects = () => strapi.documents(REDIRECT_UID);
  const find = (documentId: string) => redirects().findOne({ documentId });

  return {
    async find(ctx: Context) {
      const range = parseRange(ctx.query.range) ?? { start: 0, limit: 25 };
      const sort = parseSort(ctx.query.sort);
      const [rows, total] = await Promise.all([
        redirects().findMany({ sort: [sort, { id: 'asc' }], start: range.start, limit: range.limit }),
        redirects().count({}),
      ]);
      ctx.set('Content-Range', contentRange(range, rows.length, total, 'redirects'));
      ctx.body = rows.map(toRecord);
    },

    async findOne(ctx: Context) {
      const redirect = await find(ctx.params.id);
      if (!redirect) return ctx.notFound(NOT_FOUND);
      ctx.body = toRecord(redirect);
    },

    async create(ctx: Context) {
      ctx.body = toRecord(await redirects().create({ data: writeBody(ctx.request.body) as never }));
      ctx.status = 201;
    },

    async update(ctx: Context) {
      const updated = (await find(ctx.params.id))
        ? await redirects().update({ documentId: ctx.params.id, data: writeBody(ctx.request.body) })
        : null;
      if (!updated) return ctx.notFound(NOT_FOUND);
      ctx.body = toRecord(updated);
    },

    async delete(ctx: Context) {
      const redirect = await find(ctx.params.id);
      if (!redirect) return ctx.notFound(NOT_FOUND);
      await redirects().delete({ documentId: ctx.params.id });
      ctx.body = toRecord(redirect);
    },
  };
};
