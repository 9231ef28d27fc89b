/**
 * The admin API's revisions: one post's history, a revision whole, restoring one as a new draft,
 * and each editor's autosave of a post (decision 043).
 */
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

/**
 * The admin form's write body for a revision's fields: saved as a draft, never published. A
 * revision recorded before posts had an itinerary and a route had neither.
 */
function draftBodyOf(fields: RevisionFields) {
  const { status: _status, scheduledAt: _scheduledAt, ...editable } = fields;
  return { itinerary: null, route: null, ...editable, status: 'draft' };
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const revisions = () => strapi.db.query(REVISION_UID);

  /**
   * A revision by id, or null when there is none the signed-in person may read. An autosave is
   * its editor's alone: unsaved work, which no colleague reads or restores,
   * whatever their role; to them it does not exist.
   */
  async function findOne(id: number): Promise<StoredRevision | null> {
    const revision = (await revisions().findOne({ where: { id }, select: [...LISTED, 'fields'] })) as StoredRevision | null;
    if (revision?.action === AUTOSAVE && (revision.editor === null || revision.editor !== changeContext().actor)) return null;
    return revision;
  }

  /** The post's text as saved, for an autosave of it: a post that does not exist is a 404, one in the Trash takes no work. */
  async function autosavedPost(post: string): Promise<RevisionFields> {
    const draft = await strapi.db
      .query(BLOG_POST_UID)
      .findOne({ where: { documentId: post, publishedAt: null }, select: ['id', 'trashedAt'] });
    if (!draft) throw new errors.NotFoundError(AUTOSAVE_MESSAGES.postNotFound);
    if (draft.trashedAt) throw new errors.ValidationError(TRASH_MESSAGES.changeInTrash);
    return (await currentFields(strapi, post))!;
  }

  /** The signed-in editor's autosave of a post: one row per post and editor. */
  const ownAutosave = (post: string) => autosaveOf(post, changeContext().actor);

  return {
    async list({ post, order, start, limit }: RevisionListQuery) {
      const [records, total] = await Promise.all([
        revisions().findMany({
          where: savedRevisionsOf(post),
          select: [...LISTED],
          orderBy: [{ createdAt: order }, { id: order }],
          offset: start,
          limit,
        }),
        revisions().count({ where: savedRevisionsOf(post) }),
      ]);
      return { records, total };
    },

    findOne,

    /**
     * Keeps the editor's unsaved form as their autosave of the post, replacing the one before. It
     * writes no post, so readers, the site's cache and the activity log see nothing of it.
     */
    async saveAutosave(post: string, fields: AutosaveFields) {
      return strapi.db.transaction(async () => {
        const saved = await autosavedPost(post);
        await revisions().deleteMany({ where: ownAutosave(post) });
        const { door } = changeContext();
        const { editor } = ownAutosave(post);
        return revisions().create({
          data: { post, action: AUTOSAVE, editor, door, summary: summarize('autosave', { ...saved, ...fields }, saved), fields },
          select: [...LISTED],
        });
      });
    },

    /** The editor's autosave of the post, or null when none holds anything the post's saved text does not. */
    async findAutosave(post: string): Promise<StoredRevision | null> {
      const saved = await autosavedPost(post);
      const autosave = (await revisions().findOne({
        where: ownAutosave(post),
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        select: [...LISTED, 'fields'],
      })) as StoredRevision | null;
      // An autosave that reached the CMS just after the save of the same text holds nothing unsaved.
      if (!autosave || changedFields(saved, { ...saved, ...autosave.fields }).length === 0) return null;
      return autosave;
    },

    /** The editor's own "Discard": their autosave of the post goes. */
    async discardAutosave(post: string) {
      await revisions().deleteMany({ where: ownAutosave(post) });
    },

    /**
     * Puts a revision's fields back as the post's draft, through the admin API's own update (so
     * every post rule applies): never published by it, a schedule dropped. The text it replaces
     * is kept first as a revision of its own when no revision holds it yet. `post`, when the
     * caller names it, must be the revision's. Answers the post's record after the restore.
     */
    async restore(id: number, post: string | undefined) {
      const revision = await findOne(id);
      if (!revision) throw new errors.NotFoundError(REVISION_MESSAGES.notFound);
      if (post !== undefined && post !== revision.post) throw new errors.ValidationError(REVISION_MESSAGES.otherPost);
      return strapi.db.transaction(async () => {
        const current = await currentFields(strapi, revision.post);
        if (!current) throw new errors.NotFoundError(REVISION_MESSAGES.postGone);
        const latest = await latestFields(strapi, revision.post);
        if (!latest || changedFields(latest, current).length > 0) await recordRevision(strapi, revision.post, 'keep');
        const restored = await asRestoreOf(new Date(revision.createdAt), () =>
          strapi.service('api::blog-post.admin-blog-post').update(revision.post, draftBodyOf(revision.fields)),
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
