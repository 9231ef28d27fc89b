/** The admin API's revisions: one post's history, a revision whole, and restoring one as a new draft. */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { REVISION_UID } from '../content-types/uids';
import type { RevisionListQuery } from '../revisions/list-params';
import { asRestoreOf, currentFields, latestFields, recordRevision } from '../revisions/recorder';
import { changedFields, type RevisionFields } from '../revisions/snapshot';
import { recordActivity } from '../../../activity/record-activity';

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

/** The admin form's write body for a revision's fields: saved as a draft, never published. */
function draftBodyOf(fields: RevisionFields) {
  const { status: _status, scheduledAt: _scheduledAt, ...editable } = fields;
  return { ...editable, status: 'draft' };
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const revisions = () => strapi.db.query(REVISION_UID);

  async function findOne(id: number): Promise<StoredRevision | null> {
    return (await revisions().findOne({ where: { id }, select: [...LISTED, 'fields'] })) as StoredRevision | null;
  }

  return {
    async list({ post, order, start, limit }: RevisionListQuery) {
      const [records, total] = await Promise.all([
        revisions().findMany({
          where: { post },
          select: [...LISTED],
          orderBy: [{ createdAt: order }, { id: order }],
          offset: start,
          limit,
        }),
        revisions().count({ where: { post } }),
      ]);
      return { records, total };
    },

    findOne,

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
