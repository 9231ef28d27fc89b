import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { IMPORT_ITEM_UID } from '../../../content-types';

export type LedgerKind = 'story' | 'picture' | 'redirect';

export interface LedgerEntry {
  sourceId: string;
  kind: LedgerKind;
  /** A story's documentId, a picture's file id. */
  target: string;
  fingerprint: string | null;
}

/** Equal for equal source items, whatever order their keys came in. */
export function fingerprintOf(value: unknown): string {
  const sorted = (item: unknown): unknown =>
    Array.isArray(item)
      ? item.map(sorted)
      : item && typeof item === 'object'
        ? Object.fromEntries(
            Object.keys(item)
              .sort()
              .map((key) => [key, sorted((item as Record<string, unknown>)[key])]),
          )
        : item;
  return createHash('sha256')
    .update(JSON.stringify(sorted(value)))
    .digest('hex');
}

/** What earlier runs brought over, by the source's own ids (decision 099). */
export function importLedger(strapi: Core.Strapi) {
  const rows = () => strapi.db.query(IMPORT_ITEM_UID);
  return {
    async find(sourceId: string): Promise<LedgerEntry | null> {
      return (await rows().findOne({ where: { sourceId } })) as LedgerEntry | null;
    },
    async remember(entry: LedgerEntry): Promise<void> {
      const existing = await rows().findOne({ where: { sourceId: entry.sourceId }, select: ['id'] });
      if (existing) await rows().update({ where: { id: existing.id }, data: entry });
      else await rows().create({ data: entry });
    },
  };
}

export type ImportLedger = ReturnType<typeof importLedger>;
