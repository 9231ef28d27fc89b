import type { Core } from '@strapi/strapi';
import { parseOrThrow } from './validation';
import type { z } from 'zod';

type Data = Record<string, unknown>;
/** `translate`: an update in a language the document does not have yet, which Strapi writes as a new entry (decision 100). */
export type WriteAction = 'create' | 'update' | 'clone' | 'translate';
/** Draft & Publish writes the draft, then copies it when publishing. */
export type WriteStatus = 'draft' | 'published' | undefined;

/** The language a write or version change is in, for a localized content type; `*` is every language. */
export type WriteLocale = string | undefined;

export interface DocumentRules {
  /** For `translate`, `existing` is the version the new language starts from. */
  check(
    strapi: Core.Strapi,
    data: Data,
    existing: Data | null,
    action: WriteAction,
    status: WriteStatus,
    locale: WriteLocale,
  ): Promise<Data>;
  populate?: string[];
  /** `check` reads before the write (a free slug), so writers take turns. */
  exclusive?: boolean;
  afterWrite?(strapi: Core.Strapi, documentId: string, stored: Data, existing: Data | null, locale: WriteLocale): Promise<void>;
  /** May refuse a publish, unpublish or discard by throwing. */
  beforeVersionChange?(strapi: Core.Strapi, documentId: string, locale: WriteLocale): Promise<void>;
  beforePublish?(strapi: Core.Strapi, documentId: string, locale: WriteLocale): Promise<void>;
  /** Also after a write that publishes at once. */
  afterPublish?(strapi: Core.Strapi, documentId: string, locale: WriteLocale): Promise<void>;
}

export const schemaRules = (schema: z.ZodType): DocumentRules => ({
  check: async (_strapi, data, existing) => ({ ...data, ...(parseOrThrow(schema, { ...existing, ...data }) as Data) }),
});

const WRITES = new Set<string>(['create', 'update', 'clone']);

const isLocalized = (contentType: unknown) =>
  (contentType as { pluginOptions?: { i18n?: { localized?: boolean } } } | undefined)?.pluginOptions?.i18n?.localized === true;

/** Strapi's default when a request names none: the default language of a localized type. */
async function localeOf(strapi: Core.Strapi, contentType: unknown, locale: unknown): Promise<WriteLocale> {
  if (!isLocalized(contentType)) return undefined;
  if (typeof locale === 'string' && locale !== '') return locale;
  return (await strapi.plugin('i18n').service('locales').getDefaultLocale()) as string;
}

/** The version a new language starts from: the default language's, else the first written. */
async function translationSource(strapi: Core.Strapi, uid: string, documentId: string, populate: unknown) {
  const versions = strapi.documents(uid as never);
  const inDefault = await versions.findOne({ documentId, populate: populate as never });
  if (inDefault) return inDefault as Data;
  const first = (await strapi.db
    .query(uid as never)
    .findOne({ where: { documentId, publishedAt: null }, select: ['locale'], orderBy: { id: 'asc' } })) as {
    locale: string;
  } | null;
  return first ? ((await versions.findOne({ documentId, locale: first.locale, populate: populate as never })) as Data) : null;
}
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
      const { documentId, locale: asked } = context.params as { documentId?: string; locale?: string };
      const publishing = context.action === 'publish';
      return strapi.db.transaction(async () => {
        const locale = await localeOf(strapi, context.contentType, asked);
        if (documentId) await entry.beforeVersionChange?.(strapi, documentId, locale);
        if (documentId && publishing) await entry.beforePublish?.(strapi, documentId, locale);
        const result = await next();
        if (documentId && publishing) await entry.afterPublish?.(strapi, documentId, locale);
        return result;
      });
    }
    if (!WRITES.has(context.action)) return next();

    return strapi.db.transaction(async ({ trx }) => {
      if (entry.exclusive) await takeTurn(strapi, trx, context.uid);
      const params = context.params as { data?: Data; documentId?: string; locale?: string; status?: string };
      let action = context.action as WriteAction;
      const status: WriteStatus = params.status === 'published' ? 'published' : params.status === 'draft' ? 'draft' : undefined;
      const locale = await localeOf(strapi, context.contentType, params.locale);
      let existing =
        action === 'create' || !params.documentId
          ? null
          : ((await strapi.documents(context.uid).findOne({
              documentId: params.documentId,
              locale,
              populate: entry.populate as never,
            })) as Data | null);
      if (action === 'update' && !existing && locale && params.documentId) {
        existing = await translationSource(strapi, context.uid, params.documentId, entry.populate);
        if (existing) action = 'translate';
      }
      // Strapi updates or clones nothing that does not exist.
      if (action !== 'create' && !existing) return next();

      params.data = await entry.check(strapi, params.data ?? {}, existing, action, status, locale);
      const result = await next();
      // A write that publishes at once bypasses the publish branch above.
      const written = (result as { documentId?: string } | null)?.documentId;
      if (written) await entry.afterWrite?.(strapi, written, params.data, action === 'translate' ? null : existing, locale);
      if (status === 'published' && written) await entry.afterPublish?.(strapi, written, locale);
      return result;
    });
  });
}
