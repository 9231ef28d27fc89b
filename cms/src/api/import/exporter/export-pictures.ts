import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { environment } from '../../../environment';
import { sitePictureBases } from '../../../upload/s3-storage';

export const PICTURES_FOLDER = 'pictures';

/** A picture as the export holds it: its file, and its absolute address for WordPress. */
export interface ExportedPicture {
  /** `pictures/name.jpg`, from the export's root. */
  path: string;
  /** The media library's address, absolute. */
  url: string;
  /** The WXR attachment's id; 0 until the writer numbers it. */
  attachmentId: number;
}

export interface PictureCopies {
  /** The picture at a library address, copied once whichever stories show it; null when it cannot be had. */
  copy(address: string): Promise<ExportedPicture | null>;
  /** Addresses that could not be copied, with why. */
  missing: string[];
  count(): number;
}

const FETCH_TIMEOUT_MS = 60_000;

const decoded = (address: string) => {
  try {
    return decodeURIComponent(address);
  } catch {
    return address;
  }
};

/** `/uploads/a.jpg` and `https://cms.example/uploads/a.jpg` are local files; an S3 address is fetched. */
function whereFrom(address: string, publicDir: string): { file: string } | { url: string } | null {
  const [cmsUploads, ...buckets] = sitePictureBases(environment()) as [string, ...string[]];
  const cms = cmsUploads.slice(0, -'/uploads'.length);
  const local = address.startsWith(`${cmsUploads}/`) ? address.slice(cms.length) : address;
  if (local.startsWith('/uploads/')) {
    const file = path.resolve(publicDir, `.${decoded(local.replace(/[?#].*$/, ''))}`);
    return file.startsWith(path.resolve(publicDir, 'uploads') + path.sep) ? { file } : null;
  }
  return buckets.some((base) => address.startsWith(`${base}/`)) ? { url: address } : null;
}

/** The absolute address readers fetch a picture at: the CMS's for a local file, S3's own otherwise. */
export function absoluteAddress(address: string): string {
  if (/^https?:\/\//.test(address)) return address;
  const env = environment();
  return `${(env.CMS_PUBLIC_URL || `http://localhost:${env.CMS_PORT}`).replace(/\/$/, '')}${address}`;
}

async function fetchTo(url: string, target: string): Promise<void> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok || !response.body) throw new Error(`answered ${response.status}`);
  await pipeline(Readable.fromWeb(response.body as ReadableStream), fs.createWriteStream(target));
}

/** Copies the media library's originals into `<root>/pictures/`, each under its own file name. */
export function pictureCopies(root: string, publicDir: string): PictureCopies {
  const copies = new Map<string, Promise<ExportedPicture | null>>();
  const names = new Set<string>();
  const missing: string[] = [];
  let copied = 0;

  function freeName(address: string): string {
    const base = path.posix.basename(address.replace(/[?#].*$/, '')) || 'picture';
    const { name, ext } = path.posix.parse(base);
    let candidate = base;
    for (let n = 2; names.has(candidate.toLowerCase()); n += 1) candidate = `${name}-${n}${ext}`;
    names.add(candidate.toLowerCase());
    return candidate;
  }

  async function copy(address: string): Promise<ExportedPicture | null> {
    const source = whereFrom(address, publicDir);
    if (!source) {
      missing.push(`${address}: not the media library's`);
      return null;
    }
    const name = freeName(decoded(address));
    const target = path.join(root, PICTURES_FOLDER, name);
    try {
      if ('file' in source) await fsp.copyFile(source.file, target);
      else await fetchTo(source.url, target);
    } catch (error) {
      await fsp.rm(target, { force: true });
      missing.push(
        `${address}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`,
      );
      return null;
    }
    copied += 1;
    return { path: `${PICTURES_FOLDER}/${name}`, url: absoluteAddress(address), attachmentId: 0 };
  }

  return {
    missing,
    copy(address) {
      if (!copies.has(address)) copies.set(address, copy(address));
      return copies.get(address)!;
    },
    count: () => copied,
  };
}
