/** A kept page as the Redis and disk tiers store it: metadata as JSON, each body apart (none copied into text). */
import type { CachedPage, PageVariant } from './store.server';

export const ENCODINGS = ['identity', 'gzip', 'br'] as const;
export type Encoding = (typeof ENCODINGS)[number];
type PageMeta = Omit<CachedPage, Encoding> & Partial<Record<Encoding, Omit<PageVariant, 'body'>>>;

export function pageMeta(page: CachedPage): string {
  const meta: Record<string, unknown> = {
    tags: page.tags,
    compression: page.compression,
    storedAt: page.storedAt,
    freshUntil: page.freshUntil,
    bytes: page.bytes,
  };
  for (const name of ENCODINGS) {
    const variant = page[name];
    if (variant) meta[name] = { etag: variant.etag, headers: variant.headers, notModifiedHeaders: variant.notModifiedHeaders };
  }
  return JSON.stringify(meta);
}

export function pageFromRecord(meta: string | undefined, bodies: Partial<Record<Encoding, Buffer>>): CachedPage | undefined {
  if (!meta || !bodies.identity) return undefined;
  const parsed = JSON.parse(meta) as PageMeta;
  const page: Partial<CachedPage> = {
    tags: parsed.tags,
    compression: parsed.compression ?? 'best',
    storedAt: parsed.storedAt,
    freshUntil: parsed.freshUntil,
    bytes: parsed.bytes,
  };
  for (const name of ENCODINGS) {
    const variant = parsed[name];
    const body = bodies[name];
    if (variant && body) page[name] = { ...variant, body };
  }
  return page as CachedPage;
}
