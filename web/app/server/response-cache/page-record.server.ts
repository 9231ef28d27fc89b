/**
 * A kept page as the shared and disk tiers store it: its metadata (tags, times, each variant's
 * ETag and headers) as one JSON text, and each body as its own value, so no body is copied into
 * text and back.
 */
import type { CachedPage, PageVariant } from './store.server';

export const ENCODINGS = ['identity', 'gzip', 'br'] as const;
export type Encoding = (typeof ENCODINGS)[number];
type PageMeta = Omit<CachedPage, Encoding> & Partial<Record<Encoding, Omit<PageVariant, 'body'>>>;

/** The page's metadata as JSON: everything but its bodies. */
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

/** The page again from its metadata and bodies; undefined when the identity body or the metadata is missing. */
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
