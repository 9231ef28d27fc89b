/**
 * A page as the cache keeps it, and how it is sent: the body stored once, gzip and brotli made
 * when it is stored (never while answering), every header list built ahead, so a hit is a lookup,
 * one comparison for If-None-Match and one write. A new page is compressed quickly (`fast`: a
 * render should not wait a third of a second for brotli's best); the cache recompresses the pages
 * that are read again at the best levels (`best`) in the background (decision 026).
 */
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { CachedPage, PageVariant } from './store.server';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Bodies this small gain nothing from compression. */
const MIN_COMPRESS_BYTES = 1024;
/** Headers the cache sets itself, or that describe one transfer rather than the page. */
const OWN_HEADERS = new Set(['content-length', 'content-encoding', 'etag', 'vary', 'transfer-encoding', 'connection', 'date']);

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * How hard a page's variants are compressed. Measured on a 36 KB article: gzip 6 and brotli 5 take
 * a few milliseconds together and end within 12 % of gzip 9 and brotli 11, which take ~35 times
 * as long (brotli 11 alone is most of an uncached render's CPU).
 */
const LEVELS = {
  fast: { gzip: 6, brotli: 5 },
  best: { gzip: zlib.constants.Z_BEST_COMPRESSION, brotli: zlib.constants.BROTLI_MAX_QUALITY },
} as const;
export type Compression = keyof typeof LEVELS;

function variant(body: Buffer, etag: string, base: readonly string[], encoding: Encoding): PageVariant {
  const encodingHeaders = encoding === 'identity' ? [] : ['Content-Encoding', encoding];
  // Every kept page may differ by encoding and by Save-Data (its own key, rules.server.ts).
  const validators = ['ETag', etag, 'Vary', 'Accept-Encoding, Save-Data'];
  const cacheControl = base.findIndex((value, index) => index % 2 === 0 && value.toLowerCase() === 'cache-control');
  return {
    body,
    etag,
    headers: [...base, ...validators, ...encodingHeaders, 'Content-Length', String(body.byteLength)],
    notModifiedHeaders: [...validators, ...(cacheControl >= 0 ? base.slice(cacheControl, cacheControl + 2) : [])],
  };
}

/** The gzip and brotli forms of a body at a compression level, each only when it is smaller. */
async function compress(body: Buffer, compression: Compression) {
  if (body.byteLength < MIN_COMPRESS_BYTES) return {};
  const level = LEVELS[compression];
  const [gzipped, brotlied] = await Promise.all([
    gzip(body, { level: level.gzip }),
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: level.brotli,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  ]);
  const smaller = (compressed: Buffer) => (compressed.byteLength < body.byteLength ? compressed : undefined);
  return { gzipped: smaller(gzipped), brotlied: smaller(brotlied) };
}

/**
 * The page for a body and its headers (without the cache's own) at a compression level. Each
 * variant's strong ETag names its bytes: the body's hash, the encoding and, for `fast`, the level,
 * so a recompressed variant is never validated by the older one's ETag.
 */
async function pageOf(
  body: Buffer,
  base: readonly string[],
  compression: Compression,
  timing: Pick<CachedPage, 'tags' | 'storedAt' | 'freshUntil'>,
): Promise<CachedPage> {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const { gzipped, brotlied } = await compress(body, compression);
  const suffix = compression === 'fast' ? `-${compression}` : '';
  const page: CachedPage = {
    identity: variant(body, `"${hash}"`, base, 'identity'),
    gzip: gzipped && variant(gzipped, `"${hash}-gzip${suffix}"`, base, 'gzip'),
    br: brotlied && variant(brotlied, `"${hash}-br${suffix}"`, base, 'br'),
    compression,
    ...timing,
    bytes: 0,
  };
  const headerBytes = base.reduce((sum, value) => sum + value.length, 0) * 3;
  page.bytes = body.byteLength + (gzipped?.byteLength ?? 0) + (brotlied?.byteLength ?? 0) + headerBytes + 256;
  return page;
}

/**
 * A page from a rendered answer: its headers (the answer's, then `extraHeaders`), the body, and
 * its compressed variants (`fast`) when they are smaller. Compression runs in libuv's thread pool.
 */
export function createPage(
  body: Buffer,
  responseHeaders: Headers,
  { extraHeaders = {}, tags, now, ttlMs }: { extraHeaders?: Record<string, string>; tags: string[]; now: number; ttlMs: number },
): Promise<CachedPage> {
  const base: string[] = [];
  responseHeaders.forEach((value, name) => {
    if (!OWN_HEADERS.has(name)) base.push(name, value);
  });
  for (const [name, value] of Object.entries(extraHeaders)) base.push(name, value);
  return pageOf(body, base, 'fast', { tags, storedAt: now, freshUntil: now + ttlMs });
}

/** The same page with its variants compressed at the best levels; headers, tags and times kept. */
export function recompressed(page: CachedPage): Promise<CachedPage> {
  const base: string[] = [];
  const headers = page.identity.headers;
  for (let index = 0; index < headers.length; index += 2) {
    if (!OWN_HEADERS.has(headers[index]!.toLowerCase())) base.push(headers[index]!, headers[index + 1]!);
  }
  const { tags, storedAt, freshUntil } = page;
  return pageOf(page.identity.body, base, 'best', { tags, storedAt, freshUntil });
}

const preferences = new Map<string, Encoding>();
const MAX_REMEMBERED = 64;

/** The q-value an Accept-Encoding header gives a coding (`*` stands for any coding it does not name). */
function qualityOf(header: string, coding: string): number {
  let wildcard: number | undefined;
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    const quality = q === undefined ? 1 : Number(q);
    if (name.trim() === coding) return Number.isNaN(quality) ? 0 : quality;
    if (name.trim() === '*') wildcard = quality;
  }
  return wildcard ?? 0;
}

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, whichever the client
 * rates higher (brotli on a tie), never one it refuses (`q=0`); identity otherwise. Clients send a
 * handful of distinct headers, so answers are remembered.
 */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const known = preferences.get(header);
  if (known) return known;
  const br = qualityOf(header, 'br');
  const gz = qualityOf(header, 'gzip');
  const choice: Encoding = br > 0 && br >= gz ? 'br' : gz > 0 ? 'gzip' : 'identity';
  if (preferences.size >= MAX_REMEMBERED) preferences.clear();
  preferences.set(header, choice);
  return choice;
}

/** Whether an If-None-Match header names this validator (or is `*`). */
function matchesValidator(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends a cached page in the encoding the request prefers: a 304 when the request already holds
 * this version, headers alone for HEAD. Answers the status sent.
 */
export function sendPage(
  method: string | undefined,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
  page: CachedPage,
  response: ServerResponse,
): number {
  const encoding = preferredEncoding(acceptEncoding);
  const chosen = (encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : undefined) ?? page.identity;
  if (ifNoneMatch && matchesValidator(ifNoneMatch, chosen.etag)) {
    response.writeHead(304, chosen.notModifiedHeaders);
    response.end();
    return 304;
  }
  response.writeHead(200, chosen.headers);
  response.end(method === 'HEAD' ? undefined : chosen.body);
  return 200;
}
