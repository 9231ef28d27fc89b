import type { Core } from '@strapi/strapi';
import { parseOrThrow } from './validation';
import type { z } from 'zod';

type Data = Record<string, unknown>;
export type WriteAction = 'create' | 'update' | 'clone';
/** The version a write lands on: Strapi's Draft & Publish writes the draft, then copies it when publishing. */
export type WriteStatus = 'draft' | 'published' | undefined;

/** A content type's rules, held by the Document Service middleware below. */
export interface DocumentRules {
  /** The data a create, update or clone stores, checked and completed; throws a ValidationError. */
  check(strapi: Core.Strapi, data: Data, existing: Data | null, action: WriteAction, status: WriteStatus): Promise<Data>;
  /** Relations `check` reads on the stored document. */
  populate?: string[];
  /** `check` reads before the write (a free slug), so writers take turns. */
  exclusive?: boolean;
  /** After a create, update or clone, in its transaction: the data `check` stored, and the version before. */
  afterWrite?(strapi: Core.Strapi, documentId: string, stored: Data, existing: Data | null): Promise<void>;
  /** Before a publish, an unpublish or a discard of the draft, in its transaction: may refuse it by throwing. */
  beforeVersionChange?(strapi: Core.Strapi, documentId: string): Promise<void>;
  /** Before a publish, in its transaction. */
  beforePublish?(strapi: Core.Strapi, documentId: string): Promise<void>;
  /** After a version went live, in the same transaction: by a publish, or by a write that publishes at once. */
  afterPublish?(strapi: Core.Strapi, documentId: string): Promise<void>;
}

/** Rules that are a shared zod schema alone, checked against the whole record a write produces. */
export const schemaRules = (schema: z.ZodType): DocumentRules => ({
  check: async (_strapi, data, existing) => ({ ...data, ...(parseOrThrow(schema, { ...existing, ...data }) as Data) }),
});

const WRITES = new Set<string>(['create', 'update', 'clone']);
/** Draft & Publish's moves between a document's versions. */
const VERSION_CHANGES = new Set<string>(['publish', 'unpublish', 'discardDraft']);

/**
 * Holds the other writers of a content type off until this transaction ends. SQLite has a single
 * connection, so its transactions already take turns; PostgreSQL takes an advisory lock, which
 * also holds across several CMS processes.
 */
export async function takeTurn(
  strapi: Core.Strapi,
  trx: { raw(sql: string, bindings: unknown[]): Promise<unknown> },
  uid: string,
) {
  if (strapi.db.config.connection.client === 'postgres') await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [uid]);
}

/**
 * One Document Service middleware holds every content rule, so REST, the admin API, the seed, the
 * scheduler and Strapi's own panel all pass through it, for drafts, scheduled and published posts
 * alike. Updates and clones are checked as the whole record they produce: the stored draft merged
 * with the incoming fields. Rules and write share a transaction, and so do a publish, an unpublish
 * or a discard of the draft and their hooks.
 */
export function registerDocumentRules(strapi: Core.Strapi, rules: Record<string, DocumentRules>) {
  const table = new Map(Object.entries(rules));
  strapi.documents.use(async (context, next) => {
    const entry = table.get(context.uid);
    if (!entry) return next();
    if (VERSION_CHANGES.has(context.action) && (entry.beforeVersionChange || entry.beforePublish || entry.afterPublish)) {
      const { documentId } = context.params as { documentId?: string };
      const publishing = context.action === 'publish';
      return strapi.db.transaction(async () => {
        if (documentId) await entry.beforeVersionChange?.(strapi, documentId);
        if (documentId && publishing) await entry.beforePublish?.(strapi, documentId);
        const result = await next();
        if (documentId && publishing) await entry.afterPublish?.(strapi, documentId);
        return result;
      });
    }
    if (!WRITES.has(context.action)) return next();

    return strapi.db.transaction(async ({ trx }) => {
      if (entry.exclusive) await takeTurn(strapi, trx, context.uid);
      const params = context.params as { data?: Data; documentId?: string; locale?: string; status?: string };
      const action = context.action as WriteAction;
      const status: WriteStatus = params.status === 'published' ? 'published' : params.status === 'draft' ? 'draft' : undefined;
      const existing =
        action === 'create' || !params.documentId
          ? null
          : ((await strapi.documents(context.uid).findOne({
              documentId: params.documentId,
              locale: params.locale,
              populate: entry.populate as never,
            })) as Data | null);
      // Strapi updates or clones nothing that does not exist: there is nothing to check.
      if (action !== 'create' && !existing) return next();

      params.data = await entry.check(strapi, params.data ?? {}, existing, action, status);
      const result = await next();
      // A write that publishes at once publishes inside Strapi, past the publish branch above.
      const written = (result as { documentId?: string } | null)?.documentId;
      if (written) await entry.afterWrite?.(strapi, written, params.data, existing);
      if (status === 'published' && written) await entry.afterPublish?.(strapi, written);
      return result;
    });
  });
}
