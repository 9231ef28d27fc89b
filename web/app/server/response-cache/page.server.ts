/** A kept page and how it is sent: compressed and headers built when stored, so a hit is a lookup (decision 026). */
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

/** On a 36 KB article, `fast` takes a few ms and ends within 12 % of `best`, which takes ~35 times as long. */
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

/** Each strong ETag names its bytes (hash, encoding, `fast`), so a recompressed variant never matches the old one. */
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

/** Compression runs in libuv's thread pool. */
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

/** Brotli on a tie, never a coding refused with `q=0`; clients send few distinct headers, so answers are remembered. */
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

function matchesValidator(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** A 304 when the request holds this version, headers alone for HEAD; answers the status sent. */
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
