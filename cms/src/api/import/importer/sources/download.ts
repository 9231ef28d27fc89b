import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { PictureFile } from '../source-story';
import { formatBytes, type SourceLimits } from './options';
import { addressPath } from './pictures';

export type PictureAnswer = PictureFile | { problem: string };

export interface Downloader {
  download(url: string): Promise<PictureAnswer>;
  close(): Promise<void>;
}

type DownloadLimits = Pick<SourceLimits, 'downloadTimeoutMs' | 'maxDownloadBytes'>;

class TooLarge extends Error {}

function fileNameFor(url: URL, contentType: string, index: number): string {
  const base =
    path.posix
      .basename(addressPath(url.pathname))
      .replace(/[^\w.-]+/g, '-')
      .slice(-100) || 'picture';
  const extension = contentType.split('/')[1]?.replace('jpeg', 'jpg').replace(/\+.*$/, '');
  return `${index}-${path.extname(base) || !extension ? base : `${base}.${extension}`}`;
}

/** Stops the copy as soon as it passes the limit, instead of trusting Content-Length. */
function byteLimit(max: number): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      done(total > max ? new TooLarge() : null, chunk);
    },
  });
}

/** Downloads each address once while its copy is held; `release()` removes the copy. */
export function pictureDownloader(limits: DownloadLimits): Downloader {
  const answers = new Map<string, Promise<PictureAnswer>>();
  let folder: Promise<string> | undefined;
  let count = 0;
  const seconds = `${limits.downloadTimeoutMs / 1000} s`;

  async function fetchToFile(address: string): Promise<PictureAnswer> {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      return { problem: `"${address}" is not a web address, so it cannot be downloaded.` };
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      return { problem: `${address} is not an http(s) address, so it is not downloaded.` };
    }
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), limits.downloadTimeoutMs);
    folder ??= fsp.mkdtemp(path.join(os.tmpdir(), 'journey-import-downloads-'));
    let filepath: string | undefined;
    try {
      const response = await fetch(url, { signal: abort.signal });
      const type = (response.headers.get('content-type') ?? '').replace(/;.*$/, '').trim().toLowerCase();
      const declared = Number(response.headers.get('content-length') ?? 0);
      const refusal = !response.ok
        ? `${address} answered ${response.status} ${response.statusText}.`
        : !type.startsWith('image/')
          ? `${address} answered ${type || 'with no content type'}, which is not a picture.`
          : declared > limits.maxDownloadBytes
            ? `${address} is larger than ${formatBytes(limits.maxDownloadBytes)}.`
            : undefined;
      if (refusal || !response.body) {
        await response.body?.cancel();
        return { problem: refusal ?? `${address} answered with no content.` };
      }
      filepath = path.join(await folder, fileNameFor(url, type, ++count));
      const body = Readable.fromWeb(response.body as WebReadableStream);
      await pipeline(body, byteLimit(limits.maxDownloadBytes), fs.createWriteStream(filepath));
      const kept = filepath;
      return {
        filepath: kept,
        name: path.basename(kept).replace(/^\d+-/, ''),
        release: async () => {
          answers.delete(address);
          await fsp.rm(kept, { force: true });
        },
      };
    } catch (error) {
      if (filepath) await fsp.rm(filepath, { force: true });
      if (error instanceof TooLarge) return { problem: `${address} is larger than ${formatBytes(limits.maxDownloadBytes)}.` };
      if (abort.signal.aborted) return { problem: `${address} did not answer within ${seconds}.` };
      const reason = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
      return { problem: `${address} could not be downloaded: ${reason}.` };
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    download(address) {
      if (!answers.has(address)) answers.set(address, fetchToFile(address));
      return answers.get(address)!;
    },
    async close() {
      if (folder) await fsp.rm(await folder, { recursive: true, force: true });
    },
  };
}
