import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { SourceError } from '../source-story';
import { formatBytes, type SourceLimits } from './options';
import { pathInside } from './pictures';

export interface UnpackedZip {
  dir: string;
  remove(): Promise<void>;
}

type ZipLimits = Pick<SourceLimits, 'maxZipEntries' | 'maxZipBytes' | 'maxZipEntryBytes'>;

const FILE_TYPE = 0o170000;
const SYMLINK = 0o120000;
const outside = (name: string) =>
  new SourceError(`The zip holds "${name}", which would be unpacked outside its folder: refused.`);

/** yauzl refuses unsafe names itself, in its own words; the message names the entry in ours. */
function readable(error: unknown): SourceError {
  if (error instanceof SourceError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const unsafe = /^(?:absolute path|invalid relative path|invalid characters in fileName): (.*)$/.exec(message);
  return unsafe?.[1] ? outside(unsafe[1]) : new SourceError(`The zip cannot be read: ${message}.`);
}

function openReadStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
  );
}

/** Checks one entry before anything is written, then writes it; `unpacked` counts the declared bytes so far. */
async function unpackEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, dir: string, limits: ZipLimits, unpacked: { bytes: number }) {
  const name = entry.fileName;
  if (((entry.externalFileAttributes >>> 16) & FILE_TYPE) === SYMLINK) {
    throw new SourceError(`The zip holds a symbolic link, "${name}", which could point outside its folder: refused.`);
  }
  const target = pathInside(dir, name);
  if (!target) throw outside(name);
  if (name.endsWith('/')) return void (await fsp.mkdir(target, { recursive: true }));
  if (entry.uncompressedSize > limits.maxZipEntryBytes) {
    throw new SourceError(
      `The zip entry "${name}" unpacks to ${formatBytes(entry.uncompressedSize)}, more than the ${formatBytes(limits.maxZipEntryBytes)} allowed for one file.`,
    );
  }
  unpacked.bytes += entry.uncompressedSize;
  if (unpacked.bytes > limits.maxZipBytes) {
    throw new SourceError(`The zip unpacks to more than ${formatBytes(limits.maxZipBytes)}: refused.`);
  }
  await fsp.mkdir(path.dirname(target), { recursive: true });
  try {
    // yauzl checks the inflated bytes against the declared size, which the limits above were checked on.
    await pipeline(await openReadStream(zip, entry), fs.createWriteStream(target, { flags: 'wx' }));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/too many bytes/.test(message)) {
      throw new SourceError(`The zip entry "${name}" unpacks to more bytes than it declares: refused as a zip bomb.`);
    }
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new SourceError(`The zip holds "${name}" twice.`);
    throw new SourceError(`The zip entry "${name}" cannot be unpacked: ${message}.`);
  }
}

function extract(file: string, dir: string, limits: ZipLimits): Promise<void> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: true }, (openError, zip) => {
      if (openError) return reject(openError);
      const unpacked = { bytes: 0 };
      const fail = (error: unknown) => {
        zip.close();
        reject(error);
      };
      if (zip.entryCount > limits.maxZipEntries) {
        return fail(new SourceError(`The zip holds ${zip.entryCount} entries, more than the ${limits.maxZipEntries} allowed.`));
      }
      zip.on('error', fail);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => unpackEntry(zip, entry, dir, limits, unpacked).then(() => zip.readEntry(), fail));
      zip.readEntry();
    });
  });
}

/** Unpacks a zip into a new temporary folder, refusing what could write outside it or fill the disk. */
export async function unpackZip(file: string, limits: ZipLimits): Promise<UnpackedZip> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'journey-import-zip-'));
  const remove = () => fsp.rm(dir, { recursive: true, force: true });
  try {
    await extract(file, dir, limits);
  } catch (error) {
    await remove();
    throw readable(error);
  }
  return { dir, remove };
}
