/** The backup archive: `manifest.json` (version, counts, checksums), `database/` and `uploads/` (decision 039). */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';

export const ARCHIVE_FORMAT = 1;

export class BackupRefusal extends Error {}

async function sha256(file) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest('hex');
}

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

export async function describeFiles(stagingDir) {
  const files = [];
  for (const name of await listFiles(stagingDir)) {
    if (name === 'manifest.json') continue;
    const file = path.join(stagingDir, name);
    files.push({ path: name, bytes: (await fs.stat(file)).size, sha256: await sha256(file) });
  }
  return files;
}

/** Owner only: the archive holds the users' password hashes. */
export const ARCHIVE_MODE = 0o600;

/** Written as `FILE.partial` and renamed once complete; owner-only before the first byte, whatever the umask. */
export async function writeArchive(stagingDir, manifest, file) {
  await fs.writeFile(path.join(stagingDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const partial = `${file}.partial`;
  const entries = ['manifest.json', ...(await fs.readdir(stagingDir)).filter((name) => name !== 'manifest.json').sort()];
  // A failed run's partial file may have another mode.
  await fs.rm(partial, { force: true });
  const output = createWriteStream(partial, { flags: 'wx', mode: ARCHIVE_MODE });
  await pipeline(tar.create({ gzip: true, cwd: stagingDir, portable: true }, entries), output);
  await fs.chmod(partial, ARCHIVE_MODE);
  await fs.rename(partial, file);
}

const versionParts = (version) => String(version).split('.').map(Number);

export function isNewerVersion(a, b) {
  const [x, y] = [versionParts(a), versionParts(b)];
  for (let i = 0; i < 3; i += 1) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0);
  return false;
}

const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;

const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile']);

const entryPath = (raw) => raw.replace(/^(?:\.\/)+/, '').replace(/\/+$/, '');

const isPlainPath = (name) =>
  typeof name === 'string' && name.length > 0 && name.split('/').every((part) => part !== '' && part !== '.' && part !== '..');

/** Reads headers only, writing nothing; the manifest's text is null when missing or too large. */
async function readContents(file) {
  const entries = [];
  let manifestText = null;
  await tar.list({
    file,
    strict: true,
    onReadEntry(entry) {
      const name = entryPath(entry.path);
      entries.push({ path: name, type: entry.type, bytes: entry.size });
      if (name !== 'manifest.json' || !FILE_TYPES.has(entry.type) || entry.size > MANIFEST_MAX_BYTES) return;
      const chunks = [];
      entry.on('data', (chunk) => chunks.push(chunk));
      entry.on('end', () => {
        manifestText = Buffer.concat(chunks).toString('utf8');
      });
    },
  });
  return { entries, manifestText };
}

/** Before anything is unpacked (issue 34: an unlisted 1 GB file was unpacked before the refusal). */
function checkContents(file, manifest, entries) {
  const listed = new Map();
  for (const entry of manifest.files) {
    if (!isPlainPath(entry?.path) || !Number.isSafeInteger(entry.bytes) || entry.bytes < 0 || listed.has(entry.path)) {
      throw new BackupRefusal(`${file} is not a Journey Canvas backup: its manifest is not one. Nothing was changed.`);
    }
    listed.set(entry.path, entry);
  }
  const folders = new Set(
    [...listed.keys()].flatMap((name) =>
      name
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  const seen = new Set();
  for (const entry of entries) {
    if (entry.path === 'manifest.json' && !seen.has(entry.path)) {
      seen.add(entry.path);
      continue;
    }
    // Folders last, so the refusal names the unlisted file rather than its folder.
    if (entry.type === 'Directory') continue;
    const expected = listed.get(entry.path);
    if (!expected || !FILE_TYPES.has(entry.type) || seen.has(entry.path)) {
      throw new BackupRefusal(`${file} holds files its manifest does not list (${entry.path}). Nothing was changed.`);
    }
    if (entry.bytes !== expected.bytes) {
      throw new BackupRefusal(
        `${file} is corrupt: ${entry.path} is ${entry.bytes} bytes, its manifest says ${expected.bytes}. Nothing was changed.`,
      );
    }
    seen.add(entry.path);
  }
  const strayFolder = entries.find((entry) => entry.type === 'Directory' && !folders.has(entry.path));
  if (strayFolder) {
    throw new BackupRefusal(`${file} holds files its manifest does not list (${strayFolder.path}). Nothing was changed.`);
  }
  for (const name of listed.keys()) {
    if (!seen.has(name)) throw new BackupRefusal(`${file} is truncated: ${name} is missing. Nothing was changed.`);
  }
  return { files: seen, folders };
}

/** Checks the contents and manifest writing nothing, then unpacks only the listed files and checks their checksums. */
export async function unpackAndVerify(file, dir, appVersion) {
  await fs.access(file).catch(() => {
    throw new BackupRefusal(`No backup archive at ${file}.`);
  });
  let contents;
  try {
    contents = await readContents(file);
  } catch (error) {
    throw new BackupRefusal(`${file} is corrupt or truncated (${error.message}). Nothing was changed.`);
  }
  let manifest;
  try {
    manifest = JSON.parse(contents.manifestText);
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
  const allowed = checkContents(file, manifest, contents.entries);

  try {
    // An archive changed since it was listed unpacks nothing unchecked.
    await tar.extract({
      file,
      cwd: dir,
      strict: true,
      filter: (name, entry) =>
        entry.type === 'Directory'
          ? allowed.folders.has(entryPath(name))
          : allowed.files.has(entryPath(name)) && FILE_TYPES.has(entry.type),
    });
  } catch (error) {
    throw new BackupRefusal(`${file} is corrupt or truncated (${error.message}). Nothing was changed.`);
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
