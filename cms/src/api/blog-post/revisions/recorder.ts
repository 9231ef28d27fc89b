import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import { changeContext } from '../../../change-context';
import { BLOG_POST_UID, REVISION_UID } from '../../../content-types';
import { revisionsToDrop, KEEP_RECENT } from './retention';
import { revisionFieldsOf, summarize, type RevisionAction, type RevisionFields } from './snapshot';
import { defaultLanguage } from '../../../languages/site-languages';
import { languagesOf } from '../translations/story-languages';

const RECORDED: Record<string, RevisionAction> = {
  create: 'create',
  clone: 'create',
  update: 'update',
  publish: 'publish',
  unpublish: 'unpublish',
  discardDraft: 'discard',
};

/**
 * An autosave is one editor's unsaved work (decision 043), so history, retention and summaries read
 * saved revisions only. Each language of a post has a history of its own (decision 100).
 */
export const AUTOSAVE = 'autosave';
export const savedRevisionsOf = (post: string, language: string) => ({ post, language, action: { $ne: AUTOSAVE } });
export const autosaveOf = (post: string, language: string, editor: string | null) => ({
  post,
  language,
  action: AUTOSAVE,
  editor,
});

/** Set while a revision is being restored, so the save it makes is recorded as a restore. */
const restoring = new AsyncLocalStorage<{ restoredFrom: Date }>();

export const asRestoreOf = <T>(restoredFrom: Date, save: () => Promise<T>) => restoring.run({ restoredFrom }, save);

/** Read with the query engine: every save runs this, and the Document Service's checks cost more than the read (decision 071). */
export async function currentFields(strapi: Core.Strapi, documentId: string, locale: string): Promise<RevisionFields | null> {
  const rows = strapi.db.query(BLOG_POST_UID);
  const draft = await rows.findOne({
    where: { documentId, locale, publishedAt: null },
    populate: {
      images: { select: ['id', 'alternativeText', 'caption'] },
      route: { select: ['id'] },
      tags: { select: ['name'] },
    },
  });
  if (!draft) return null;
  const live = await rows.findOne({ where: { documentId, locale, publishedAt: { $notNull: true } }, select: ['id'] });
  return revisionFieldsOf(draft as Record<string, unknown>, Boolean(live));
}

export async function latestFields(strapi: Core.Strapi, documentId: string, locale: string): Promise<RevisionFields | null> {
  const latest = await strapi.db.query(REVISION_UID).findOne({
    where: savedRevisionsOf(documentId, locale),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: ['fields'],
  });
  return (latest?.fields as RevisionFields | undefined) ?? null;
}

/** The recent revisions always stay; retention.ts decides on the older ones. */
async function applyRetention(strapi: Core.Strapi, documentId: string, locale: string) {
  const revisions = strapi.db.query(REVISION_UID);
  const older = await revisions.findMany({
    where: savedRevisionsOf(documentId, locale),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: ['id', 'createdAt'],
    offset: KEEP_RECENT,
  });
  const drop = revisionsToDrop(older as { id: number; createdAt: string }[]);
  if (drop.length > 0) await revisions.deleteMany({ where: { id: { $in: drop } } });
}

/** The saver's own autosave goes with the save; a colleague's stays, as it is work they have not saved. */
export async function recordRevision(strapi: Core.Strapi, documentId: string, action: RevisionAction, locale: string) {
  const after = await currentFields(strapi, documentId, locale);
  if (!after) return;
  const before = await latestFields(strapi, documentId, locale);
  const restore = restoring.getStore();
  const recorded: RevisionAction = action === 'update' && restore ? 'restore' : action;
  const { actor, door } = changeContext();
  // createMany, not create: it writes the row without reading it back, which a save does not need.
  await strapi.db.query(REVISION_UID).createMany({
    data: [
      {
        post: documentId,
        language: locale,
        action: recorded,
        editor: actor,
        door,
        summary: summarize(recorded, after, before, restore?.restoredFrom),
        fields: after,
      },
    ],
  });
  await strapi.db.query(REVISION_UID).deleteMany({ where: autosaveOf(documentId, locale, actor) });
  await applyRetention(strapi, documentId, locale);
}

/** The languages a write or version change touched: the one it names, the default when none, each of the story's for `*`. */
async function languagesWritten(strapi: Core.Strapi, documentId: string, locale: unknown): Promise<string[]> {
  if (locale === '*') return (await languagesOf(strapi, documentId)).map((language) => language.locale);
  return [typeof locale === 'string' && locale !== '' ? locale : await defaultLanguage(strapi)];
}

/** Revisions written before languages were the default language's. */
export async function fillRevisionLanguages(strapi: Core.Strapi) {
  await strapi.db
    .query(REVISION_UID)
    .updateMany({ where: { language: null }, data: { language: await defaultLanguage(strapi) } });
}

/** A save and its revision stand or fall together; registered after the document rules, inside their transaction. */
export function registerRevisionRecorder(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== BLOG_POST_UID) return next();
    const action = RECORDED[context.action];
    const { documentId, locale } = context.params as { documentId?: string; locale?: unknown };
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
      if (!saved) return result;
      for (const language of await languagesWritten(strapi, saved, locale)) await recordRevision(strapi, saved, action, language);
      return result;
    });
  });
}
