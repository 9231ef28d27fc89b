import type { Core } from '@strapi/strapi';
import { contactSchema, newsletterSchema } from '@journey-canvas/shared';
import { BLOG_POST_UID } from './api/blog-post/content-types/uids';
import { writeLiveImageTextToFiles } from './api/blog-post/rules/live-image-text';
import { applyPostRules, type WriteAction, type WriteStatus } from './api/blog-post/rules/post-rules';
import { clearSchedule } from './api/blog-post/scheduling/schedule-rules';
import { parseOrThrow } from './validation';

type Data = Record<string, unknown>;
type Rule = (strapi: Core.Strapi, data: Data, existing: Data | null, action: WriteAction, status: WriteStatus) => Promise<Data>;

const schemaRule =
  (schema: typeof contactSchema | typeof newsletterSchema): Rule =>
  async (_strapi, data, existing) => ({ ...data, ...parseOrThrow(schema, { ...existing, ...data }) });

/** `exclusive`: the rules read before the write (a free slug), so writers take turns. */
const RULES: Record<string, { rule: Rule; populate?: string[]; exclusive?: boolean }> = {
  [BLOG_POST_UID]: { rule: applyPostRules, populate: ['images'], exclusive: true },
  'api::contact-message.contact-message': { rule: schemaRule(contactSchema) },
  'api::newsletter-subscription.newsletter-subscription': { rule: schemaRule(newsletterSchema) },
};

const WRITES = new Set<string>(['create', 'update', 'clone']);

/**
 * Holds the other writers of a content type off until this transaction ends. SQLite has a single
 * connection, so its transactions already take turns; PostgreSQL takes an advisory lock, which
 * also holds across several CMS processes.
 */
async function takeTurn(strapi: Core.Strapi, trx: { raw(sql: string, bindings: unknown[]): Promise<unknown> }, uid: string) {
  if (strapi.db.config.connection.client === 'postgres') await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [uid]);
}

/**
 * One Document Service middleware holds every content rule, so REST, the admin API, the seed, the
 * scheduler and Strapi's own panel all pass through it, for drafts, scheduled and published posts
 * alike. Updates and clones are checked as the whole record they produce: the stored draft merged
 * with the incoming fields. Rules and write share a transaction. Publishing clears a publish time
 * and writes the live image texts onto the media files.
 */
export function registerDocumentRules(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const entry = RULES[context.uid];
    if (context.uid === BLOG_POST_UID && context.action === 'publish') {
      const { documentId } = context.params as { documentId?: string };
      return strapi.db.transaction(async () => {
        if (documentId) await clearSchedule(strapi, documentId);
        const result = await next();
        if (documentId) await writeLiveImageTextToFiles(strapi, documentId);
        return result;
      });
    }
    if (!entry || !WRITES.has(context.action)) return next();

    return strapi.db.transaction(async ({ trx }) => {
      if (entry.exclusive) await takeTurn(strapi, trx, context.uid);
      const params = context.params as { data?: Data; documentId?: string; locale?: string; status?: string };
      const action = context.action as WriteAction;
      const status: WriteStatus = params.status === 'published' ? 'published' : params.status === 'draft' ? 'draft' : undefined;
      const existing =
        action === 'create' || !params.documentId
          ? null
          : ((await strapi.documents(context.uid as typeof BLOG_POST_UID).findOne({
              documentId: params.documentId,
              locale: params.locale,
              populate: entry.populate as never,
            })) as Data | null);
      // Strapi updates or clones nothing that does not exist: there is nothing to check.
      if (action !== 'create' && !existing) return next();

      params.data = await entry.rule(strapi, params.data ?? {}, existing, action, status);
      const result = await next();
      // A write that publishes at once publishes inside Strapi, past this middleware's publish branch.
      const written = (result as { documentId?: string } | null)?.documentId;
      if (context.uid === BLOG_POST_UID && status === 'published' && written) await writeLiveImageTextToFiles(strapi, written);
      return result;
    });
  });
}
