/**
 * The backup archive: a gzipped tar of `manifest.json`, `database/` (the database copy) and
 * `uploads/` (local media), whose manifest gives the format, the app's version, the counts of the
 * copied database and a SHA-256 for every other file (decision 039).
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';

/** The archive layout this code writes and reads; a later layout gets a higher number. */
export const ARCHIVE_FORMAT = 1;

/** A refusal with a message for the operator: printed as it is, nothing changed. */
export class BackupRefusal extends Error {}

async function sha256(file) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest('hex');
}

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
export async function listFiles(dir) {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch((error) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Name, size and checksum of every file in the staging folder (the manifest aside). */
export async function describeFiles(stagingDir) {
  const files = [];
  for (const name of await listFiles(stagingDir)) {
    if (name === 'manifest.json') continue;
    const file = path.join(stagingDir, name);
    files.push({ path: name, bytes: (await fs.stat(file)).size, sha256: await sha256(file) });
  }
  return files;
}

/** Writes the staging folder as one archive: first `FILE.partial`, renamed once complete. */
export async function writeArchive(stagingDir, manifest, file) {
  await fs.writeFile(path.join(stagingDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const partial = `${file}.partial`;
  const entries = ['manifest.json', ...(await fs.readdir(stagingDir)).filter((name) => name !== 'manifest.json').sort()];
  await tar.create({ gzip: true, file: partial, cwd: stagingDir, portable: true }, entries);
  await fs.rename(partial, file);
}

const versionParts = (version) => String(version).split('.').map(Number);

/** Whether `a` is a later `major.minor.patch` than `b`. */
export function isNewerVersion(a, b) {
  const [x, y] = [versionParts(a), versionParts(b)];
  for (let i = 0; i < 3; i += 1) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0);
  return false;
}

/**
 * Unpacks an archive into `dir` and checks it whole: it must unpack without error, carry a
 * manifest this code can read, come from this version or an earlier one, and hold exactly the
 * files its manifest lists, each with its size and checksum. Returns the manifest.
 */
export async function unpackAndVerify(file, dir, appVersion) {
  await fs.access(file).catch(() => {
    throw new BackupRefusal(`No backup archive at ${file}.`);
  });
  try {
    await tar.extract({ file, cwd: dir, strict: true });
  } catch (error) {
    throw new BackupRefusal(`${file} is corrupt or truncated (${error.message}). Nothing was changed.`);
  }
  let manifest;
  try {
    manifest = JSON.parse(await fs.readFile(path.join(dir, 'manifest.json'), 'utf8'));
  } catch {
    throw new BackupRefusal(`${file} is not a Journey Canvas backup: it has no readable manifest.json. Nothing was changed.`);
  }
  if (manifest?.app !== 'journey-canvas' || !Number.isInteger(manifest.format) || !Array.isArray(manifest.files)) {
    throw new BackupRefusal(`${file} is not a Journey Canvas backup: its manifest is not one. Nothing was changed.`);
  }
  if (manifest.format > ARCHIVE_FORMAT || isNewerVersion(manifest.version, appVersion)) {
    throw new BackupRefusal(
      `${file} was made by Journey Canvas ${manifest.version} (archive format ${manifest.format}), newer than this ` +
        `install (${appVersion}, format ${ARCHIVE_FORMAT}). Upgrade this install first, then restore. Nothing was changed.`,
    );
  }
  const found = new Map((await describeFiles(dir)).map((entry) => [entry.path, entry]));
  for (const listed of manifest.files) {
    const actual = found.get(listed.path);
    if (!actual) throw new BackupRefusal(`${file} is truncated: ${listed.path} is missing. Nothing was changed.`);
    if (actual.bytes !== listed.bytes || actual.sha256 !== listed.sha256) {
      throw new BackupRefusal(`${file} is corrupt: ${listed.path} does not match its checksum. Nothing was changed.`);
    }
    found.delete(listed.path);
  }
  if (found.size > 0) {
    throw new BackupRefusal(`${file} holds files its manifest does not list (${[...found.keys()][0]}). Nothing was changed.`);
  }
  return manifest;
}
