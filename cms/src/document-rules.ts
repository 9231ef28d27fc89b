import type { Core } from '@strapi/strapi';
import { parseOrThrow } from './validation';
import type { z } from 'zod';

type Data = Record<string, unknown>;
export type WriteAction = 'create' | 'update' | 'clone';
/** Draft & Publish writes the draft, then copies it when publishing. */
export type WriteStatus = 'draft' | 'published' | undefined;

export interface DocumentRules {
  check(strapi: Core.Strapi, data: Data, existing: Data | null, action: WriteAction, status: WriteStatus): Promise<Data>;
  populate?: string[];
  /** `check` reads before the write (a free slug), so writers take turns. */
  exclusive?: boolean;
  afterWrite?(strapi: Core.Strapi, documentId: string, stored: Data, existing: Data | null): Promise<void>;
  /** May refuse a publish, unpublish or discard by throwing. */
  beforeVersionChange?(strapi: Core.Strapi, documentId: string): Promise<void>;
  beforePublish?(strapi: Core.Strapi, documentId: string): Promise<void>;
  /** Also after a write that publishes at once. */
  afterPublish?(strapi: Core.Strapi, documentId: string): Promise<void>;
}

export const schemaRules = (schema: z.ZodType): DocumentRules => ({
  check: async (_strapi, data, existing) => ({ ...data, ...(parseOrThrow(schema, { ...existing, ...data }) as Data) }),
});

const WRITES = new Set<string>(['create', 'update', 'clone']);
const VERSION_CHANGES = new Set<string>(['publish', 'unpublish', 'discardDraft']);

/** SQLite's single connection already serialises; PostgreSQL takes an advisory lock, held across processes too. */
export async function takeTurn(
  strapi: Core.Strapi,
  trx: { raw(sql: string, bindings: unknown[]): Promise<unknown> },
  uid: string,
) {
  if (strapi.db.config.connection.client === 'postgres') await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [uid]);
}

/** Every content rule in one Document Service middleware, so every door passes through it (decision 002). */
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
      // Strapi updates or clones nothing that does not exist.
      if (action !== 'create' && !existing) return next();

      params.data = await entry.check(strapi, params.data ?? {}, existing, action, status);
      const result = await next();
      // A write that publishes at once bypasses the publish branch above.
      const written = (result as { documentId?: string } | null)?.documentId;
      if (written) await entry.afterWrite?.(strapi, written, params.data, existing);
      if (status === 'published' && written) await entry.afterPublish?.(strapi, written);
      return result;
    });
  });
}
