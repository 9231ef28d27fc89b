/**
 * The admin API's data access: lists, reads and writes posts (drafts, scheduled and published), and
 * the dashboard figures. Each call is in one language, the default unless named (decision 100).
 */
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
import { startOfDayIn } from '../../../time-zones';
import { distinctPostTypes } from '../admin-api/post-types';
import { postStatus, toRecord, type LiveVersion } from '../admin-api/records';
import { fieldError } from '../../../validation';
import { checkDocumentId } from '../../../query-values';
import { imageTextOf, parseWriteIntent, writableFields, writeParams } from '../admin-api/post-write';
import { recordActivity } from '../../../activity/record-activity';
import { BLOG_POST_UID, NOT_TRASHED } from '../../../content-types';
import { deleteForever, moveToTrash, restoreFromTrash } from '../trash/trash-moves';
import { withOutdatedReports } from '../../comment/outdated-reports';
import { languagesOf, translationsOf } from '../translations/story-languages';
import { recentViewsOf } from '../../../analytics/recent-views';

const RECORD_RELATIONS = { images: true, route: true, tags: { select: ['id', 'documentId', 'name'] } };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(BLOG_POST_UID);
  /** Reads skip the Document Service (decision 071); writes go through it, as its middlewares keep rules and history. */
  const postRows = () => strapi.db.query(BLOG_POST_UID);

  async function liveVersions(documentIds: string[], locale: string): Promise<Map<string, LiveVersion>> {
    if (documentIds.length === 0) return new Map();
    const live = (await postRows().findMany({
      where: { documentId: { $in: documentIds }, locale, publishedAt: { $notNull: true } },
      select: ['documentId', 'publishedAt', 'updatedAt'],
    })) as (LiveVersion & { documentId: string })[];
    return new Map(live.map((version) => [version.documentId, version]));
  }

  async function recordOf(documentId: string, locale: string) {
    checkDocumentId(documentId);
    const draft = await postRows().findOne({ where: { documentId, locale, publishedAt: null }, populate: RECORD_RELATIONS });
    if (!draft) return null;
    const [record] = await withOutdatedReports(strapi, [
      toRecord(draft, (await liveVersions([documentId], locale)).get(documentId)),
    ]);
    return record!;
  }

  /** In this order; a post deleted since its id was read is left out. */
  async function recordsOf(ids: number[], locale: string) {
    if (ids.length === 0) return [];
    const drafts = await postRows().findMany({ where: { id: { $in: ids }, publishedAt: null }, populate: RECORD_RELATIONS });
    const byId = new Map(drafts.map((draft) => [draft.id, draft]));
    const page = ids.flatMap((id) => byId.get(id) ?? []);
    const live = await liveVersions(
      page.map((draft) => draft.documentId),
      locale,
    );
    return withOutdatedReports(
      strapi,
      page.map((draft) => toRecord(draft, live.get(draft.documentId))),
    );
  }

  /** Where a post stands before a write, from two small reads without relations; null when it has no version in the language. */
  async function standingOf(documentId: string, locale: string) {
    checkDocumentId(documentId);
    const draft = await postRows().findOne({
      where: { documentId, locale, publishedAt: null },
      select: ['updatedAt', 'trashedAt', 'reviewRequestedAt', 'scheduledAt', 'createdByAdmin'],
    });
    if (!draft) return null;
    const live = (await postRows().findOne({
      where: { documentId, locale, publishedAt: { $notNull: true } },
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
      const [records, total] = await Promise.all([
        sql.pageIds(query).then((ids) => recordsOf(ids, query.locale)),
        sql.total(query),
      ]);
      const views = await recentViewsOf(
        strapi,
        records.map((record) => record.id as string),
      );
      return { records: records.map((record) => ({ ...record, views: views.get(record.id as string) ?? 0 })), total };
    },

    findOne: recordOf,

    /**
     * Records asked for in a named language say that language and every language their story is
     * written in, so the admin can show the translations missing; others are as before languages.
     */
    async withLanguages<R extends { id: string }>(records: R[], locale: string) {
      const translations = await translationsOf(
        strapi,
        records.map((record) => record.id),
      );
      return records.map((record) => ({ ...record, locale, translations: translations.get(record.id) ?? [] }));
    },

    /** The story's languages, each with its status, address and last change; null when there is no story. */
    async languages(documentId: string) {
      checkDocumentId(documentId);
      const languages = await languagesOf(strapi, documentId);
      return languages.length > 0 ? languages : null;
    },

    async create(body: Record<string, unknown>, locale: string) {
      const intent = parseWriteIntent(body);
      const params = writeParams(intent, 'published');
      return strapi.db.transaction(async () => {
        const document = await documents().create({
          data: { ...writableFields(body), ...imageTextOf(body), ...params.data } as never,
          status: params.status,
          locale,
        });
        const record = await recordOf(document.documentId, locale);
        await recordSubmission(record, intent.status);
        return record;
      });
    },

    /**
     * `check` sees where the post stands before the write (the caller's role checks) and may refuse it by
     * throwing. In a language the story does not have yet, the write adds it, checked against the story.
     */
    async update(
      documentId: string,
      body: Record<string, unknown>,
      check: ((stored: Record<string, unknown>) => void) | undefined,
      locale: string,
    ) {
      const translating = !(await standingOf(documentId, locale));
      const source = translating ? (await languagesOf(strapi, documentId))[0] : undefined;
      const before = await standingOf(documentId, source?.locale ?? locale);
      if (!before) return null;
      check?.(before);
      const live = !translating && before.status === 'published';
      const intent = parseWriteIntent(body);
      if (intent.status === 'review' && live) throw new errors.ValidationError(ROLE_MESSAGES.reviewWhilePublished);
      // A new language is published at once, as a new story is, unless the body says otherwise.
      const params = writeParams(intent, live || translating ? 'published' : 'unchanged');
      return strapi.db.transaction(async () => {
        await documents().update({
          documentId,
          locale,
          // Only an edit may name a new address (decision 044); the post rules check it.
          data: {
            ...writableFields(body),
            ...imageTextOf(body),
            slug: translating ? undefined : body.slug,
            ...params.data,
          } as never,
          status: params.status,
        });
        const record = await recordOf(documentId, locale);
        await recordSubmission(record, intent.status);
        return record;
      });
    },

    async sendBack(documentId: string, note: unknown, locale: string) {
      const record = await recordOf(documentId, locale);
      if (!record) return null;
      if (record.status !== 'review') throw new errors.ValidationError(ROLE_MESSAGES.notInReview);
      const text = typeof note === 'string' ? note.trim() : '';
      if (text === '') throw fieldError('note', ROLE_MESSAGES.noteRequired);
      if (text.length > REVIEW_NOTE_MAX_LENGTH) throw fieldError('note', ROLE_MESSAGES.noteTooLong(REVIEW_NOTE_MAX_LENGTH));
      return strapi.db.transaction(async () => {
        await documents().update({
          documentId,
          locale,
          data: { reviewRequestedAt: null, reviewNote: text } as never,
          status: 'draft',
        });
        await recordActivity(strapi, { action: 'send-back', post: documentId, postTitle: record.title as string, detail: text });
        return recordOf(documentId, locale);
      });
    },

    /** The live version goes (its `entry.unpublish` webhook purges the site); the draft stays. One language alone. */
    async unpublish(documentId: string, locale: string) {
      const record = await recordOf(documentId, locale);
      if (!record) return null;
      if (record.status !== 'published') throw new errors.ValidationError(POST_MESSAGES.unpublishNotLive);
      await documents().unpublish({ documentId, locale });
      return recordOf(documentId, locale);
    },

    /** Delete moves a post to the Trash (decision 040), every language with it. */
    async trash(documentId: string, locale: string) {
      const record = await recordOf(documentId, locale);
      if (!record) return null;
      if (record.status === 'trash' || !(await moveToTrash(strapi, documentId, record.slug as string))) {
        throw new errors.ValidationError(TRASH_MESSAGES.alreadyInTrash);
      }
      return recordOf(documentId, locale);
    },

    /** `slug` gives a new address when the post's own has been taken meanwhile. */
    async restore(documentId: string, body: Record<string, unknown>, locale: string) {
      const record = await recordOf(documentId, locale);
      if (!record) return null;
      if (record.status !== 'trash') throw new errors.ValidationError(TRASH_MESSAGES.notInTrash);
      if (!(await restoreFromTrash(strapi, { documentId, slug: record.slug as string }, body.slug))) {
        throw new errors.ValidationError(TRASH_MESSAGES.notInTrash);
      }
      return recordOf(documentId, locale);
    },

    async deleteForever(documentId: string, locale: string) {
      const record = await recordOf(documentId, locale);
      if (!record) return null;
      if (record.status !== 'trash') throw new errors.ValidationError(TRASH_MESSAGES.deleteForeverOutsideTrash);
      await deleteForever(strapi, documentId);
      return record;
    },

    /** Published posts, counted by the database, never by loading them; `postTypes` covers every post the list can show. */
    async stats(timeZone: string | undefined, locale: string) {
      const query = strapi.db.query(BLOG_POST_UID);
      const published = { publishedAt: { $notNull: true }, locale, ...NOT_TRASHED };
      const startOfToday = timeZone ? startOfDayIn(timeZone) : new Date(new Date().setHours(0, 0, 0, 0));
      const weekAgo = new Date(Date.now() - THIS_WEEK_DAYS * 24 * 60 * 60 * 1000);

      const [total, today, thisWeek, liveTypes, postTypes, inReview] = await Promise.all([
        query.count({ where: published }),
        query.count({ where: { ...published, createdAt: { $gte: startOfToday } } }),
        query.count({ where: { ...published, createdAt: { $gte: weekAgo } } }),
        distinctPostTypes(strapi, 'live', locale),
        distinctPostTypes(strapi, 'every post', locale),
        // As many as the In review list holds.
        adminListQuery(strapi).total({ ...parseListQuery({}), locale, status: 'review' }),
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
