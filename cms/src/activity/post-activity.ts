import type { Core, UID } from '@strapi/strapi';
import type { ActivityAction } from '@journey-canvas/shared';
import { recordActivity } from './record-activity';

type Data = Record<string, unknown>;

const RECORDED = new Set(['create', 'clone', 'update', 'publish', 'unpublish', 'delete']);

/** A publish time, as the log shows it. */
const when = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/**
 * Records what happens to a content type's documents, whatever the door (the admin API, REST,
 * Strapi's panel, the scheduler), as a Document Service middleware beside the content rules: a
 * create or edit (saying so when it changed the post's address); a publish, also when a write publishes at once; a new publish time; an unpublish;
 * a delete, which is always for good (the admin's Delete moves a post to the Trash without one, and
 * records that itself). Each entry is written in the change's own transaction.
 */
export function recordDocumentActivity(strapi: Core.Strapi, uid: UID.ContentType) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== uid || !RECORDED.has(context.action)) return next();
    const params = context.params as { documentId?: string; status?: string; data?: Data };
    return strapi.db.transaction(async () => {
      // The draft before the change: its title for the entry, and the schedule it had.
      const before = params.documentId
        ? ((await strapi.db.query(uid).findOne({
            where: { documentId: params.documentId, publishedAt: null },
            select: ['title', 'scheduledAt', 'slug'],
          })) as Data | null)
        : null;
      const result = await next();
      const written = result as Data | null;
      const post = (written?.documentId as string | undefined) ?? params.documentId;
      const postTitle = ((written?.title ?? before?.title) as string | undefined) ?? null;
      const record = (action: ActivityAction, detail?: string | null) =>
        recordActivity(strapi, { action, post, postTitle, detail });

      switch (context.action) {
        case 'create':
        case 'clone':
        case 'update': {
          if (!written) return result;
          // A new address is said with the edit; the redirect it left is an entry of its own.
          const moved = context.action === 'update' && before?.slug && written.slug !== before.slug;
          await record(
            context.action === 'update' ? 'edit' : 'create',
            moved ? `Address changed from /articles/${before.slug as string} to /articles/${written.slug as string}` : null,
          );
          if (params.status === 'published') await record('publish');
          else {
            const scheduledAt = when(params.data?.scheduledAt);
            if (scheduledAt && scheduledAt !== when(before?.scheduledAt)) await record('schedule', `for ${scheduledAt}`);
          }
          return result;
        }
        case 'delete':
          if (before) await record('delete-forever');
          return result;
        default:
          // publish and unpublish answer nothing useful when there was nothing to act on.
          if (before) await record(context.action as ActivityAction);
          return result;
      }
    });
  });
}
