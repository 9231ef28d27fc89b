import type { Core, UID } from '@strapi/strapi';
import { languageName, pathInLanguage, type ActivityAction } from '@journey-canvas/shared';
import { recordActivity } from './record-activity';
import { defaultLanguage, inLanguage } from '../languages/site-languages';

type Data = Record<string, unknown>;

const RECORDED = new Set(['create', 'clone', 'update', 'publish', 'unpublish', 'delete']);

const when = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/** Says which language an entry is about, unless it is the default's (decision 100). */
async function languageOfChange(strapi: Core.Strapi, locale: unknown) {
  const fallback = await defaultLanguage(strapi);
  const language = typeof locale === 'string' && locale !== '' && locale !== '*' ? locale : fallback;
  return {
    language,
    note: (detail?: string | null) =>
      language === fallback ? (detail ?? null) : [`In ${languageName(language)}`, detail].filter(Boolean).join(': '),
    path: (slug: unknown) => pathInLanguage(`/articles/${String(slug)}`, language, fallback),
  };
}

/** At every door, in the change's own transaction (decision 042); a move to the Trash records itself. */
export function recordDocumentActivity(strapi: Core.Strapi, uid: UID.ContentType) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== uid || !RECORDED.has(context.action)) return next();
    const params = context.params as { documentId?: string; status?: string; data?: Data; locale?: unknown };
    return strapi.db.transaction(async () => {
      const { language, note, path } = await languageOfChange(strapi, params.locale);
      const before = params.documentId
        ? ((await strapi.db.query(uid).findOne({
            where: {
              documentId: params.documentId,
              ...inLanguage(params.locale === '*' ? undefined : language),
              publishedAt: null,
            },
            select: ['title', 'scheduledAt', 'slug'],
          })) as Data | null)
        : null;
      const result = await next();
      const written = result as Data | null;
      const post = (written?.documentId as string | undefined) ?? params.documentId;
      const postTitle = ((written?.title ?? before?.title) as string | undefined) ?? null;
      const record = (action: ActivityAction, detail?: string | null) =>
        recordActivity(strapi, { action, post, postTitle, detail: note(detail) });

      switch (context.action) {
        case 'create':
        case 'clone':
        case 'update': {
          if (!written) return result;
          // The redirect a new address left is an entry of its own.
          const moved = context.action === 'update' && before?.slug && written.slug !== before.slug;
          await record(
            // An update in a language the story did not have yet adds that translation.
            context.action === 'update' && before ? 'edit' : 'create',
            moved ? `Address changed from ${path(before.slug)} to ${path(written.slug)}` : null,
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
