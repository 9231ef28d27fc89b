/** The admin API's data access: lists, reads and writes posts (drafts, scheduled and published), and the dashboard figures. */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  POST_MESSAGES,
  REVIEW_NOTE_MAX_LENGTH,
  ROLE_MESSAGES,
  THIS_WEEK_DAYS,
  TRASH_MESSAGES,
  type PostStatus,
} from '@journey-canvas/shared';
import { parseListQuery, type ListQuery } from '../admin-api/post-list-query';
import { adminListQuery } from '../admin-api/list-sql';
import { startOfDayIn } from '../admin-api/start-of-day';
import { distinctPostTypes } from '../admin-api/post-types';
import { postStatus, toRecord, type LiveVersion } from '../admin-api/records';
import { fieldError } from '../../../validation';
import { checkDocumentId } from '../../../query-values';
import { imageTextOf, parseWriteIntent, writableFields, writeParams } from '../admin-api/post-write';
import { recordActivity } from '../../../activity/record-activity';
import { BLOG_POST_UID, NOT_TRASHED } from '../../../content-types';
import { deleteForever, moveToTrash, restoreFromTrash } from '../trash/trash-moves';
import { withOutdatedReports } from '../../comment/outdated-reports';

const RECORD_RELATIONS = { images: true, route: true, tags: { select: ['id', 'documentId', 'name'] } };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(BLOG_POST_UID);
  /** Reads skip the Document Service (decision 071); writes go through it, as its middlewares keep rules and history. */
  const postRows = () => strapi.db.query(BLOG_POST_UID);

  async function liveVersions(documentIds: string[]): Promise<Map<string, LiveVersion>> {
    if (documentIds.length === 0) return new Map();
    const live = (await postRows().findMany({
      where: { documentId: { $in: documentIds }, publishedAt: { $notNull: true } },
      select: ['documentId', 'publishedAt', 'updatedAt'],
    })) as (LiveVersion & { documentId: string })[];
    return new Map(live.map((version) => [version.documentId, version]));
  }

  async function recordOf(documentId: string) {
    checkDocumentId(documentId);
    const draft = await postRows().findOne({ where: { documentId, publishedAt: null }, populate: RECORD_RELATIONS });
    if (!draft) return null;
    const [record] = await withOutdatedReports(strapi, [toRecord(draft, (await liveVersions([documentId])).get(documentId))]);
    return record!;
  }

  /** In this order; a post deleted since its id was read is left out. */
  async function recordsOf(ids: number[]) {
    if (ids.length === 0) return [];
    const drafts = await postRows().findMany({ where: { id: { $in: ids }, publishedAt: null }, populate: RECORD_RELATIONS });
    const byId = new Map(drafts.map((draft) => [draft.id, draft]));
    const page = ids.flatMap((id) => byId.get(id) ?? []);
    const live = await liveVersions(page.map((draft) => draft.documentId));
    return withOutdatedReports(
      strapi,
      page.map((draft) => toRecord(draft, live.get(draft.documentId))),
    );
  }

  /** Where a post stands before a write, from two small reads without relations; null when there is no post. */
  async function standingOf(documentId: string) {
    checkDocumentId(documentId);
    const draft = await postRows().findOne({
      where: { documentId, publishedAt: null },
      select: ['updatedAt', 'trashedAt', 'reviewRequestedAt', 'scheduledAt', 'createdByAdmin'],
    });
    if (!draft) return null;
    const live = (await postRows().findOne({
      where: { documentId, publishedAt: { $notNull: true } },
      select: ['publishedAt', 'updatedAt'],
    })) as LiveVersion | null;
    return {
      ...postStatus(draft, live ?? undefined),
      publishedAt: live?.publishedAt ?? null,
      createdByAdmin: draft.createdByAdmin,
    };
  }

  /** Logged beside the edit (decision 045); the approval is logged by the post rules. */
  async function recordSubmission(record: Record<string, unknown> | null, asked?: PostStatus) {
    if (record && asked === 'review') {
      await recordActivity(strapi, { action: 'submit', post: record.id as string, postTitle: record.title as string });
    }
  }

  return {
    /** Every post is listed by its draft, the version the editor works on. */
    async list(query: ListQuery) {
      const sql = adminListQuery(strapi);
      // The total is counted while the page is read: on PostgreSQL each has a connection of its own.
      const [records, total] = await Promise.all([sql.pageIds(query).then(recordsOf), sql.total(query)]);
      return { records, total };
    },

    findOne: recordOf,

    async create(body: Record<string, unknown>) {
      const intent = parseWriteIntent(body);
      const params = writeParams(intent, 'published');
      return strapi.db.transaction(async () => {
        const document = await documents().create({
          data: { ...writableFields(body), ...imageTextOf(body), ...params.data } as never,
          status: params.status,
        });
        const record = await recordOf(document.documentId);
        await recordSubmission(record, intent.status);
        return record;
      });
    },

    /** `check` sees where the post stands before the write (the caller's role checks) and may refuse it by throwing. */
    async update(documentId: string, body: Record<string, unknown>, check?: (stored: Record<string, unknown>) => void) {
      const before = await standingOf(documentId);
      if (!before) return null;
      check?.(before);
      const live = before.status === 'published';
      const intent = parseWriteIntent(body);
      if (intent.status === 'review' && live) throw new errors.ValidationError(ROLE_MESSAGES.reviewWhilePublished);
      const params = writeParams(intent, live ? 'published' : 'unchanged');
      return strapi.db.transaction(async () => {
        await documents().update({
          documentId,
          // Only an edit may name a new address (decision 044); the post rules check it.
          data: { ...writableFields(body), ...imageTextOf(body), slug: body.slug, ...params.data } as never,
          status: params.status,
        });
        const record = await recordOf(documentId);
        await recordSubmission(record, intent.status);
        return record;
      });
    },

    async sendBack(documentId: string, note: unknown) {
      const record = await recordOf(documentId);
      if (!record) return null;
      if (record.status !== 'review') throw new errors.ValidationError(ROLE_MESSAGES.notInReview);
      const text = typeof note === 'string' ? note.trim() : '';
      if (text === '') throw fieldError('note', ROLE_MESSAGES.noteRequired);
      if (text.length > REVIEW_NOTE_MAX_LENGTH) throw fieldError('note', ROLE_MESSAGES.noteTooLong(REVIEW_NOTE_MAX_LENGTH));
      return strapi.db.transaction(async () => {
        await documents().update({
          documentId,
          data: { reviewRequestedAt: null, reviewNote: text } as never,
          status: 'draft',
        });
        await recordActivity(strapi, { action: 'send-back', post: documentId, postTitle: record.title as string, detail: text });
        return recordOf(documentId);
      });
    },

    /** The live version goes (its `entry.unpublish` webhook purges the site); the draft stays. */
    async unpublish(documentId: string) {
      const record = await recordOf(documentId);
      if (!record) return null;
      if (record.status !== 'published') throw new errors.ValidationError(POST_MESSAGES.unpublishNotLive);
      await documents().unpublish({ documentId });
      return recordOf(documentId);
    },

    /** Delete moves a post to the Trash (decision 040). */
    async trash(documentId: string) {
      const record = await recordOf(documentId);
      if (!record) return null;
      if (record.status === 'trash' || !(await moveToTrash(strapi, documentId, record.slug as string))) {
        throw new errors.ValidationError(TRASH_MESSAGES.alreadyInTrash);
      }
      return recordOf(documentId);
    },

    /** `slug` gives a new address when the post's own has been taken meanwhile. */
    async restore(documentId: string, body: Record<string, unknown>) {
      const record = await recordOf(documentId);
      if (!record) return null;
      if (record.status !== 'trash') throw new errors.ValidationError(TRASH_MESSAGES.notInTrash);
      if (!(await restoreFromTrash(strapi, { documentId, slug: record.slug as string }, body.slug))) {
        throw new errors.ValidationError(TRASH_MESSAGES.notInTrash);
      }
      return recordOf(documentId);
    },

    async deleteForever(documentId: string) {
      const record = await recordOf(documentId);
      if (!record) return null;
      if (record.status !== 'trash') throw new errors.ValidationError(TRASH_MESSAGES.deleteForeverOutsideTrash);
      await deleteForever(strapi, documentId);
      return record;
    },

    /** Published posts, counted by the database, never by loading them; `postTypes` covers every post the list can show. */
    async stats(timeZone?: string) {
      const query = strapi.db.query(BLOG_POST_UID);
      const published = { publishedAt: { $notNull: true }, ...NOT_TRASHED };
      const startOfToday = timeZone ? startOfDayIn(timeZone) : new Date(new Date().setHours(0, 0, 0, 0));
      const weekAgo = new Date(Date.now() - THIS_WEEK_DAYS * 24 * 60 * 60 * 1000);

      const [total, today, thisWeek, liveTypes, postTypes, inReview] = await Promise.all([
        query.count({ where: published }),
        query.count({ where: { ...published, createdAt: { $gte: startOfToday } } }),
        query.count({ where: { ...published, createdAt: { $gte: weekAgo } } }),
        distinctPostTypes(strapi, 'live'),
        distinctPostTypes(strapi, 'every post'),
        // As many as the In review list holds.
        adminListQuery(strapi).total({ ...parseListQuery({}), status: 'review' }),
      ]);
      return {
        total,
        categories: liveTypes.length,
        today,
        thisWeek,
        postTypes,
        inReview,
      };
    },
  };
};
