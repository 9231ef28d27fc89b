import fsp from 'node:fs/promises';
import path from 'node:path';
import type { PictureFile } from '../source-story';
import type { Downloader, PictureAnswer } from './download';
import type { ReaderOptions } from './options';

/** Whether `target` is strictly below `root`, both absolute. */
function isBelow(root: string, target: string): boolean {
  const relative = path.relative(root, target);
  return relative !== '' && relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}

/** `relative` as a path under `root`, or null when it would lead outside (`..`). */
export function pathInside(root: string, relative: string): string | null {
  const target = path.resolve(root, relative.replace(/^\/+/, ''));
  return isBelow(path.resolve(root), target) ? target : null;
}

/** A regular file under `root`, also once links are followed, or null. */
export async function fileInside(root: string, relative: string): Promise<string | null> {
  const target = pathInside(root, relative);
  if (!target) return null;
  try {
    const [realRoot, real] = await Promise.all([fsp.realpath(root), fsp.realpath(target)]);
    return isBelow(realRoot, real) && (await fsp.stat(real)).isFile() ? real : null;
  } catch {
    return null;
  }
}

/** A file of the source itself: nothing to remove once uploaded. */
export const sourceFile = (filepath: string): PictureFile => ({
  filepath,
  name: path.basename(filepath),
  release: async () => {},
});

/** The path of an address without its query and fragment, percent-decoded where it can be. */
export function addressPath(address: string): string {
  const bare = address.replace(/[?#].*$/, '');
  try {
    return decodeURIComponent(bare);
  } catch {
    return bare;
  }
}

export const isWebAddress = (address: string) => /^https?:\/\//i.test(address);

/** An address to download: absolute as it is, a site path against `baseUrl`, or null when it cannot be had. */
export function downloadAddress(address: string, baseUrl?: string): string | null {
  if (isWebAddress(address)) return address;
  if (address.startsWith('//')) return `https:${address}`;
  if (!baseUrl) return null;
  try {
    return new URL(address, baseUrl).href;
  } catch {
    return null;
  }
}

/** The last resort of every reader: a download when allowed, else why the picture cannot be had. */
export function downloadOrExplain(address: string, options: ReaderOptions, downloader: Downloader): Promise<PictureAnswer> {
  if (!options.download) return Promise.resolve({ problem: `${address} is not in the media folder and downloading is off.` });
  // Ghost writes its own site address as __GHOST_URL__.
  const url = downloadAddress(address.replace(/^__GHOST_URL__/, ''), options.baseUrl);
  if (!url)
    return Promise.resolve({ problem: `${address} is a site path: give the old site's address (baseUrl) to download it.` });
  return downloader.download(url);
}

/**
 * A picture from the local copy of the old site's media when it is there (`mediaPath` maps an address
 * to its path in that copy, or null), else downloaded when allowed.
 */
export async function mediaOrDownload(
  address: string,
  options: ReaderOptions,
  downloader: Downloader,
  mediaPath: (address: string) => string | null,
): Promise<PictureAnswer> {
  const relative = options.media ? mediaPath(address) : null;
  if (options.media && relative !== null) {
    if (!pathInside(options.media, relative)) return { problem: `${address} leads outside the media folder: refused.` };
    const found = await fileInside(options.media, relative);
    if (found) return sourceFile(found);
    if (!options.download) return { problem: `${address} is not in the media folder (no ${relative}) and downloading is off.` };
  }
  return downloadOrExplain(address, options, downloader);
}
