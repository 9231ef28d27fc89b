/** The admin API's revisions: history, restoring one as a new draft, and each editor's autosave (decision 043). */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { AUTOSAVE_MESSAGES, TRASH_MESSAGES, type AutosaveFields } from '@journey-canvas/shared';
import { BLOG_POST_UID, REVISION_UID } from '../../../content-types';
import type { RevisionListQuery } from '../revisions/list-params';
import {
  asRestoreOf,
  AUTOSAVE,
  autosaveOf,
  currentFields,
  latestFields,
  recordRevision,
  savedRevisionsOf,
} from '../revisions/recorder';
import { changedFields, summarize, type RevisionFields } from '../revisions/snapshot';
import { recordActivity } from '../../../activity/record-activity';
import { changeContext } from '../../../change-context';

const LISTED = ['id', 'post', 'createdAt', 'editor', 'door', 'action', 'summary'] as const;

interface StoredRevision {
  id: number;
  post: string;
  language: string;
  createdAt: string | Date;
  editor: string | null;
  door: string;
  action: string;
  summary: string;
  fields: RevisionFields;
}

export const REVISION_MESSAGES = {
  notFound: 'Revision not found',
  otherPost: 'This revision belongs to another post',
  postGone: 'The post of this revision no longer exists',
};

/** Saved as a draft, never published; revisions older than itineraries and routes have neither. */
function draftBodyOf(fields: RevisionFields) {
  const { status: _status, scheduledAt: _scheduledAt, ...editable } = fields;
  return { itinerary: null, route: null, ...editable, status: 'draft' };
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const revisions = () => strapi.db.query(REVISION_UID);

  /** An autosave is its editor's alone: to colleagues, whatever their role, it does not exist. */
  async function findOne(id: number): Promise<StoredRevision | null> {
    const revision = (await revisions().findOne({
      where: { id },
      select: [...LISTED, 'language', 'fields'],
    })) as StoredRevision | null;
    if (revision?.action === AUTOSAVE && (revision.editor === null || revision.editor !== changeContext().actor)) return null;
    return revision;
  }

  /** A missing post is a 404; one in the Trash takes no work. */
  async function autosavedPost(post: string, locale: string): Promise<RevisionFields> {
    const draft = await strapi.db
      .query(BLOG_POST_UID)
      .findOne({ where: { documentId: post, locale, publishedAt: null }, select: ['id', 'trashedAt'] });
    if (!draft) throw new errors.NotFoundError(AUTOSAVE_MESSAGES.postNotFound);
    if (draft.trashedAt) throw new errors.ValidationError(TRASH_MESSAGES.changeInTrash);
    return (await currentFields(strapi, post, locale))!;
  }

  const ownAutosave = (post: string, locale: string) => autosaveOf(post, locale, changeContext().actor);

  return {
    async list({ post, order, start, limit }: RevisionListQuery, locale: string) {
      const [records, total] = await Promise.all([
        revisions().findMany({
          where: savedRevisionsOf(post, locale),
          select: [...LISTED],
          orderBy: [{ createdAt: order }, { id: order }],
          offset: start,
          limit,
        }),
        revisions().count({ where: savedRevisionsOf(post, locale) }),
      ]);
      return { records, total };
    },

    findOne,

    /** Writes no post, so readers, the site's cache and the activity log see nothing of it. */
    async saveAutosave(post: string, fields: AutosaveFields, locale: string) {
      return strapi.db.transaction(async () => {
        const saved = await autosavedPost(post, locale);
        await revisions().deleteMany({ where: ownAutosave(post, locale) });
        const { door } = changeContext();
        const { editor } = ownAutosave(post, locale);
        return revisions().create({
          data: {
            post,
            language: locale,
            action: AUTOSAVE,
            editor,
            door,
            summary: summarize('autosave', { ...saved, ...fields }, saved),
            fields,
          },
          select: [...LISTED],
        });
      });
    },

    async findAutosave(post: string, locale: string): Promise<StoredRevision | null> {
      const saved = await autosavedPost(post, locale);
      const autosave = (await revisions().findOne({
        where: ownAutosave(post, locale),
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        select: [...LISTED, 'fields'],
      })) as StoredRevision | null;
      // An autosave that reached the CMS just after the save of the same text holds nothing unsaved.
      if (!autosave || changedFields(saved, { ...saved, ...autosave.fields }).length === 0) return null;
      return autosave;
    },

    async discardAutosave(post: string, locale: string) {
      await revisions().deleteMany({ where: ownAutosave(post, locale) });
    },

    /** Through the admin API's own update, so every post rule applies; unrecorded text is kept as a revision first. */
    async restore(id: number, post: string | undefined) {
      const revision = await findOne(id);
      if (!revision) throw new errors.NotFoundError(REVISION_MESSAGES.notFound);
      if (post !== undefined && post !== revision.post) throw new errors.ValidationError(REVISION_MESSAGES.otherPost);
      const { post: documentId, language } = revision;
      return strapi.db.transaction(async () => {
        const current = await currentFields(strapi, documentId, language);
        if (!current) throw new errors.NotFoundError(REVISION_MESSAGES.postGone);
        const latest = await latestFields(strapi, documentId, language);
        if (!latest || changedFields(latest, current).length > 0) await recordRevision(strapi, documentId, 'keep', language);
        const restored = await asRestoreOf(new Date(revision.createdAt), () =>
          strapi.service('api::blog-post.admin-blog-post').update(documentId, draftBodyOf(revision.fields), undefined, language),
        );
        await recordActivity(strapi, {
          action: 'revision-restore',
          post: revision.post,
          postTitle: (restored as { title?: string } | null)?.title ?? null,
          detail: `the revision of ${new Date(revision.createdAt).toISOString()}`,
        });
        return restored;
      });
    },
  };
};
