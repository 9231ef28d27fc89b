import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import { changeContext } from '../../../change-context';
import { BLOG_POST_UID, REVISION_UID } from '../../../content-types';
import { revisionsToDrop, KEEP_RECENT } from './retention';
import { revisionFieldsOf, summarize, type RevisionAction, type RevisionFields } from './snapshot';

/** Document Service actions that save a post, and the revision action each records. */
const RECORDED: Record<string, RevisionAction> = {
  create: 'create',
  clone: 'create',
  update: 'update',
  publish: 'publish',
  unpublish: 'unpublish',
  discardDraft: 'discard',
};

/**
 * An autosave (decision 043) is a revision row marked `autosave`: unsaved work of one editor, one
 * row per post and editor. It is no saved state of the post, so the history, the retention rule
 * and the comparison a summary makes all read the saved revisions only.
 */
export const AUTOSAVE = 'autosave';
export const savedRevisionsOf = (post: string) => ({ post, action: { $ne: AUTOSAVE } });
/** One editor's autosave of a post (`editor` as `changeContext` names the signed-in person). */
export const autosaveOf = (post: string, editor: string | null) => ({ post, action: AUTOSAVE, editor });

/** Set while a revision is being restored, so the save it makes is recorded as a restore. */
const restoring = new AsyncLocalStorage<{ restoredFrom: Date }>();

/** Runs `save` as the restore of a revision made at `restoredFrom`. */
export const asRestoreOf = <T>(restoredFrom: Date, save: () => Promise<T>) => restoring.run({ restoredFrom }, save);

/**
 * The post as a revision would hold it now, or null when it does not exist. Read with the query
 * engine: every save runs this, and the Document Service's parameter checks and output transforms
 * cost more than the read itself (decision 071).
 */
export async function currentFields(strapi: Core.Strapi, documentId: string): Promise<RevisionFields | null> {
  const rows = strapi.db.query(BLOG_POST_UID);
  const draft = await rows.findOne({
    where: { documentId, publishedAt: null },
    populate: {
      images: { select: ['id', 'alternativeText', 'caption'] },
      route: { select: ['id'] },
      tags: { select: ['name'] },
    },
  });
  if (!draft) return null;
  const live = await rows.findOne({ where: { documentId, publishedAt: { $notNull: true } }, select: ['id'] });
  return revisionFieldsOf(draft as Record<string, unknown>, Boolean(live));
}

/** A post's newest revision's fields, or null before its first. */
export async function latestFields(strapi: Core.Strapi, documentId: string): Promise<RevisionFields | null> {
  const latest = await strapi.db
    .query(REVISION_UID)
    .findOne({ where: savedRevisionsOf(documentId), orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: ['fields'] });
  return (latest?.fields as RevisionFields | undefined) ?? null;
}

/** Applies the retention rule (retention.ts) to one post's revisions past the recent ones, which always stay. */
async function applyRetention(strapi: Core.Strapi, documentId: string) {
  const revisions = strapi.db.query(REVISION_UID);
  const older = await revisions.findMany({
    where: savedRevisionsOf(documentId),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: ['id', 'createdAt'],
    offset: KEEP_RECENT,
  });
  const drop = revisionsToDrop(older as { id: number; createdAt: string }[]);
  if (drop.length > 0) await revisions.deleteMany({ where: { id: { $in: drop } } });
}

/**
 * Records the post's state now as a revision by `action`, with who saved it and through which
 * door. The saver's own autosave of the post is saved now: it goes. A colleague's stays, since it
 * is work they have not saved; it is offered to them as before.
 */
export async function recordRevision(strapi: Core.Strapi, documentId: string, action: RevisionAction) {
  const after = await currentFields(strapi, documentId);
  if (!after) return;
  const before = await latestFields(strapi, documentId);
  const restore = restoring.getStore();
  const recorded: RevisionAction = action === 'update' && restore ? 'restore' : action;
  const { actor, door } = changeContext();
  // createMany, not create: it writes the row without reading it back, which a save does not need.
  await strapi.db.query(REVISION_UID).createMany({
    data: [
      {
        post: documentId,
        action: recorded,
        editor: actor,
        door,
        summary: summarize(recorded, after, before, restore?.restoredFrom),
        fields: after,
      },
    ],
  });
  await strapi.db.query(REVISION_UID).deleteMany({ where: autosaveOf(documentId, actor) });
  await applyRetention(strapi, documentId);
}

/**
 * Every save of a post, whatever door it came through (the admin API, Strapi's panel, REST, the
 * scheduler), records a revision in the same transaction as the save, so a save and its revision
 * stand or fall together. Registered after the document rules, so it runs inside their
 * transaction and sees the data they stored. A post deleted for good takes its revisions with it.
 */
export function registerRevisionRecorder(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== BLOG_POST_UID) return next();
    const action = RECORDED[context.action];
    const { documentId } = context.params as { documentId?: string };
    if (context.action === 'delete') {
      return strapi.db.transaction(async () => {
        const result = await next();
        // Only a delete of the whole post (every version) takes its history.
        if (documentId && !(await strapi.db.query(BLOG_POST_UID).findOne({ where: { documentId }, select: ['id'] }))) {
          await strapi.db.query(REVISION_UID).deleteMany({ where: { post: documentId } });
        }
        return result;
      });
    }
    if (!action) return next();
    return strapi.db.transaction(async () => {
      const result = await next();
      const saved = (result as { documentId?: string } | null)?.documentId ?? documentId;
      if (saved) await recordRevision(strapi, saved, action);
      return result;
    });
  });
}
