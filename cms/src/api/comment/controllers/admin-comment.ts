/** Moderation of reader questions (decision 058); logging and purging are comment-moderation.ts's, whatever the door. */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { COMMENT_MESSAGES, isCommentStatus } from '@journey-canvas/shared';
import type { Context } from 'koa';
import { contentRange, parseJson, parseRange, quoted, refuse } from '../../../admin-api/list-params';
import { writeBody } from '../../../admin-api/write-body';
import { BLOG_POST_UID } from '../../../content-types';
import { fieldError } from '../../../validation';
import { COMMENT_UID } from '../../../content-types';
import { defaultLanguage } from '../../../languages/site-languages';

const SORTABLE = new Set(['createdAt', 'name', 'status']);

function parseQuery(query: Record<string, unknown>) {
  const filter = parseJson('filter', query.filter) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) refuse('Filter must be a JSON object');
  const filters: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'status') {
      if (!isCommentStatus(value)) refuse(`Cannot filter by status ${quoted(value)}`);
      filters.status = value;
    } else if (key === 'post') {
      if (typeof value !== 'string' || value.includes('\0')) refuse('The filter post must be a post id');
      filters.post = value;
    } else if (key === 'outdated') {
      if (typeof value !== 'boolean') refuse('The filter outdated must be true or false');
      filters.outdated = value;
    } else if (key === 'q') {
      if (typeof value !== 'string' || value.includes('\0')) refuse('Search text (filter q) must be text');
      filters.$or = [{ name: { $containsi: value.trim() } }, { body: { $containsi: value.trim() } }];
    } else refuse(`Cannot filter by ${quoted(key)}`);
  }
  const [field, order] = (parseJson('sort', query.sort) as unknown[] | undefined) ?? ['createdAt', 'DESC'];
  if (typeof field !== 'string' || !SORTABLE.has(field)) refuse(`Cannot sort by ${quoted(field)}`);
  if (order !== 'ASC' && order !== 'DESC') refuse('Sort order must be ASC or DESC');
  return {
    filters,
    sort: { [field]: order === 'ASC' ? 'asc' : 'desc' },
    range: parseRange(query.range, 'comments') ?? { start: 0, limit: 25 },
  };
}

type Stored = Record<string, unknown>;
type Story = { documentId: string; title: string; slug: string | null; author: string | null; trashedSlug: string | null };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const comments = () => strapi.documents(COMMENT_UID);

  /** Drafts: titles as the editor knows them, in the language each question was asked in (decision 100). */
  async function storiesOf(rows: Stored[]): Promise<{ stories: Map<string, Story>; first: string }> {
    const ids = [...new Set(rows.map((row) => row.post as string))];
    const first = await defaultLanguage(strapi);
    if (ids.length === 0) return { stories: new Map(), first };
    const stories = (await strapi.db.query(BLOG_POST_UID).findMany({
      where: { documentId: { $in: ids }, publishedAt: null },
      select: ['documentId', 'locale', 'title', 'slug', 'author', 'trashedSlug'],
    })) as (Story & { locale: string })[];
    return { stories: new Map(stories.map((story) => [`${story.documentId}:${story.locale}`, story])), first };
  }

  const toRecord = (row: Stored, { stories, first }: Awaited<ReturnType<typeof storiesOf>>) => {
    const language = (row.language as string | null) ?? first;
    const story = stories.get(`${row.post}:${language}`) ?? stories.get(`${row.post}:${first}`);
    return {
      id: row.documentId,
      post: row.post,
      language,
      postTitle: story?.title ?? null,
      postSlug: story?.slug ?? story?.trashedSlug ?? null,
      name: row.name,
      email: row.email,
      body: row.body,
      outdated: Boolean(row.outdated),
      status: row.status ?? 'pending',
      createdAt: row.createdAt,
      approvedAt: row.approvedAt ?? null,
      reply: row.reply ?? null,
      replyAuthor: row.replyAuthor ?? null,
      repliedAt: row.repliedAt ?? null,
    };
  };

  async function recordOf(documentId: string) {
    const row = (await comments().findOne({ documentId })) as Stored | null;
    return row && toRecord(row, await storiesOf([row]));
  }

  async function changeOf(body: Stored, row: Stored) {
    const change: Stored = {};
    if (body.status !== undefined) {
      if (!isCommentStatus(body.status)) throw fieldError('status', COMMENT_MESSAGES.statusInvalid);
      change.status = body.status;
    }
    if (body.reply !== undefined) {
      if (body.reply !== null && typeof body.reply !== 'string') throw fieldError('reply', COMMENT_MESSAGES.replyRequired);
      change.reply = body.reply;
      if (typeof body.reply === 'string' && body.reply.trim() !== '') {
        if (change.status !== undefined && change.status !== 'approved')
          throw fieldError('reply', COMMENT_MESSAGES.replyNeedsApproval);
        change.status = 'approved';
        const [story] = (await strapi.db.query(BLOG_POST_UID).findMany({
          where: { documentId: row.post, publishedAt: { $notNull: true } },
          select: ['author'],
          limit: 1,
        })) as { author: string | null }[];
        change.replyAuthor = story?.author ?? null;
      }
    }
    if (Object.keys(change).length === 0)
      throw new errors.ValidationError('Send a status (pending, approved or spam) or a reply');
    return change;
  }

  return {
    async find(ctx: Context) {
      const query = parseQuery(ctx.query);
      const [rows, total] = await Promise.all([
        comments().findMany({
          filters: query.filters,
          sort: [query.sort, { id: 'desc' }],
          start: query.range.start,
          limit: query.range.limit,
        }),
        comments().count({ filters: query.filters }),
      ]);
      const stories = await storiesOf(rows as Stored[]);
      ctx.set('Content-Range', contentRange(query.range, rows.length, total, 'comments'));
      ctx.body = (rows as Stored[]).map((row) => toRecord(row, stories));
    },

    async findOne(ctx: Context) {
      const record = await recordOf(ctx.params.id);
      if (!record) return ctx.notFound(COMMENT_MESSAGES.notFound);
      ctx.body = record;
    },

    async update(ctx: Context) {
      const row = (await comments().findOne({ documentId: ctx.params.id })) as Stored | null;
      if (!row) return ctx.notFound(COMMENT_MESSAGES.notFound);
      await comments().update({ documentId: ctx.params.id, data: await changeOf(writeBody(ctx.request.body), row) });
      ctx.body = await recordOf(ctx.params.id);
    },

    async delete(ctx: Context) {
      const record = await recordOf(ctx.params.id);
      if (!record) return ctx.notFound(COMMENT_MESSAGES.notFound);
      await comments().delete({ documentId: ctx.params.id });
      ctx.body = record;
    },
  };
};
