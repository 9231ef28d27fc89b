import fsp from 'node:fs/promises';
import path from 'node:path';
import { SourceError, type OpenedSource } from '../source-story';
import { ghostData, openGhost, type GhostData } from './ghost';
import { markdownFiles, openMarkdownFolder } from './markdown-folder';
import { DEFAULT_LIMITS, formatBytes, type ReaderOptions, type SourceLimits } from './options';
import { openWordPress } from './wordpress';
import { unpackZip } from './zip';

export interface OpenSourceOptions {
  /** A copy of the old site's media: `wp-content/uploads` for WordPress, `content/images` for Ghost. */
  media?: string;
  download?: boolean;
  baseUrl?: string;
  /** Lower limits, for tests. */
  limits?: Partial<SourceLimits>;
}

const UNKNOWN = 'This file is not a WordPress export (WXR), a Ghost export or a folder of Markdown files.';
const ZIP_SIGNATURE = Buffer.from('PK\x03\x04', 'latin1');
const HEAD_BYTES = 64 * 1024;
/** WordPress has written http:// and, lately, https:// namespaces, versions 1.0 to 1.2. */
const WXR_NAMESPACE = /xmlns:\w+\s*=\s*["']https?:\/\/wordpress\.org\/export\/1\.\d+\/["']/;

async function head(file: string): Promise<Buffer> {
  const handle = await fsp.open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function refuseLarger(kind: string, size: number, limit: number): void {
  if (size <= limit) return;
  throw new SourceError(`${kind} is ${formatBytes(size)}, more than the ${formatBytes(limit)} that can be imported.`);
}

/** V8 says "Unexpected end of JSON input", "Unterminated string…", or names a position at the very end. */
function endsEarly(message: string, text: string): boolean {
  const position = Number(/at position (\d+)/.exec(message)?.[1] ?? NaN);
  return /end of JSON|Unterminated/i.test(message) || position >= text.trimEnd().length;
}

/** Parses a JSON file that should be a Ghost export; null when it is JSON of another kind. */
async function readGhostJson(file: string, size: number, limits: SourceLimits): Promise<GhostData | null> {
  refuseLarger('The JSON file', size, limits.maxJsonBytes);
  const text = (await fsp.readFile(file, 'utf8')).replace(/^\uFEFF/, '');
  try {
    return ghostData(JSON.parse(text));
  } catch (error) {
    const { message } = error as Error;
    if (endsEarly(message, text)) {
      const kind = /"(db|meta|data)"\s*:/.test(text.slice(0, HEAD_BYTES)) ? 'The Ghost export' : 'The JSON file';
      throw new SourceError(`${kind} ends before its end: the file may be truncated.`);
    }
    throw new SourceError(`${UNKNOWN} (It is not valid JSON: ${message}.)`);
  }
}

/** Any JSON may sit in a zip of a site; only a Ghost export's own trouble is worth refusing the zip for. */
function ghostTroubleOnly(error: unknown): null {
  if (error instanceof SourceError && error.message.startsWith('The Ghost export')) throw error;
  return null;
}

/** The Ghost export in an unpacked zip, with its `content/images` beside it, if there is one. */
async function findGhostExport(dir: string, limits: SourceLimits): Promise<{ data: GhostData; images?: string } | null> {
  const entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((each) => each.isFile() && each.name.endsWith('.json'))) {
    const file = path.join(entry.parentPath, entry.name);
    const data = await readGhostJson(file, (await fsp.stat(file)).size, limits).catch(ghostTroubleOnly);
    if (!data) continue;
    const images = entries.find(
      (each) => each.isDirectory() && each.name === 'images' && path.basename(each.parentPath) === 'content',
    );
    return { data, images: images && path.join(images.parentPath, images.name) };
  }
  return null;
}

/** Folders a site keeps its pages in, which belong to the stories' paths. */
const SITE_PARTS = new Set(['content', 'src', '_posts', '_drafts', 'posts']);

/** A zip of a folder holds the folder: its stories' paths start below it. */
async function folderRoot(dir: string): Promise<string> {
  const entries = (await fsp.readdir(dir, { withFileTypes: true })).filter(
    (entry) => !entry.name.startsWith('.') && entry.name !== '__MACOSX',
  );
  const [only] = entries;
  return entries.length === 1 && only?.isDirectory() && !SITE_PARTS.has(only.name) ? path.join(dir, only.name) : dir;
}

async function openZip(file: string, options: ReaderOptions): Promise<OpenedSource> {
  const zip = await unpackZip(file, options.limits);
  try {
    const ghost = await findGhostExport(zip.dir, options.limits);
    if (ghost) return openGhost(ghost.data, { ...options, media: ghost.images ?? options.media }, zip.remove);
    const root = await folderRoot(zip.dir);
    if ((await markdownFiles(root).next()).done) {
      throw new SourceError('The zip holds neither a Ghost export nor Markdown files.');
    }
    return openMarkdownFolder(root, options, zip.remove);
  } catch (error) {
    await zip.remove();
    throw error;
  }
}

/**
 * Opens an export by what it holds, whatever its name: a folder of Markdown files, a zip (of a Ghost
 * export with its images, or of a Markdown folder), a WordPress WXR file or a Ghost JSON export.
 */
export async function openSource(source: string, options: OpenSourceOptions = {}): Promise<OpenedSource> {
  const readerOptions: ReaderOptions = { ...options, limits: { ...DEFAULT_LIMITS, ...options.limits } };
  const { limits } = readerOptions;
  const stat = await fsp.stat(source).catch(() => {
    throw new SourceError(`There is no file or folder at ${source}.`);
  });
  if (stat.isDirectory()) {
    if ((await markdownFiles(source).next()).done) throw new SourceError(`The folder ${source} holds no Markdown files.`);
    return openMarkdownFolder(source, readerOptions);
  }
  const start = await head(source);
  if (start.subarray(0, 4).equals(ZIP_SIGNATURE)) return openZip(source, readerOptions);
  const text = start
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^<(\?xml|rss)\b/.test(text) && WXR_NAMESPACE.test(text)) {
    refuseLarger('The WordPress export', stat.size, limits.maxXmlBytes);
    return openWordPress(source, readerOptions);
  }
  if (text.startsWith('{')) {
    const data = await readGhostJson(source, stat.size, limits);
    if (data) return openGhost(data, readerOptions);
  }
  throw new SourceError(UNKNOWN);
}
