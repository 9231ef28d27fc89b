import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterEach, describe, expect, it } from 'vitest';
import { BackupRefusal, listFiles, unpackAndVerify, writeArchive } from './archive.mjs';

const made = [];
const tempDir = (prefix) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const DATABASE = Buffer.from('a database copy');

/**
 * An archive as `npm run backup` writes one, its manifest listing `database/data.db`; `extra`
 * files are put in the archive as they are, listed or not as `listed` says.
 */
async function archiveWith({ extra = {}, listed = [], sizes = {} } = {}) {
  const staging = tempDir('journey-canvas-archive-test-');
  const files = { 'database/data.db': DATABASE, ...extra };
  for (const [name, bytes] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(staging, name)), { recursive: true });
    fs.writeFileSync(path.join(staging, name), bytes);
  }
  const manifest = {
    app: 'journey-canvas',
    format: 1,
    version: '0.1.0',
    files: ['database/data.db', ...listed].map((name) => ({
      path: name,
      bytes: sizes[name] ?? files[name].length,
      sha256: createHash('sha256').update(files[name]).digest('hex'),
    })),
  };
  fs.writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest));
  const file = path.join(tempDir('journey-canvas-archive-out-'), 'site.tar.gz');
  const top = ['manifest.json', ...fs.readdirSync(staging).filter((name) => name !== 'manifest.json')];
  await tar.create({ gzip: true, file, cwd: staging, portable: true }, top);
  return file;
}

/** What a refused restore left in its staging folder: files and folders alike. */
const leftIn = (dir) => fs.readdirSync(dir, { recursive: true });

describe('unpackAndVerify (the manifest first)', () => {
  it('unpacks an archive that holds what its manifest lists', async () => {
    const file = await archiveWith({ extra: { 'uploads/a.jpg': Buffer.from('jpeg') }, listed: ['uploads/a.jpg'] });
    const dir = tempDir('journey-canvas-restore-test-');
    expect((await unpackAndVerify(file, dir, '0.1.0')).version).toBe('0.1.0');
    expect(await listFiles(dir)).toEqual(['database/data.db', 'manifest.json', 'uploads/a.jpg']);
  });

  it('refuses an archive with an unlisted file before writing anything', async () => {
    const big = Buffer.alloc(4 * 1024 * 1024, 7);
    const file = await archiveWith({ extra: { 'uploads/huge.bin': big } });
    const dir = tempDir('journey-canvas-restore-test-');
    const refusal = unpackAndVerify(file, dir, '0.1.0');
    await expect(refusal).rejects.toThrow(BackupRefusal);
    await expect(refusal).rejects.toThrow(
      `${file} holds files its manifest does not list (uploads/huge.bin). Nothing was changed.`,
    );
    // Not the listed database either: nothing at all was unpacked.
    expect(leftIn(dir)).toEqual([]);
  });

  it('refuses a listed file larger than its manifest says before writing anything', async () => {
    const file = await archiveWith({
      extra: { 'uploads/a.jpg': Buffer.alloc(2 * 1024 * 1024, 1) },
      listed: ['uploads/a.jpg'],
      sizes: { 'uploads/a.jpg': 4 },
    });
    const dir = tempDir('journey-canvas-restore-test-');
    await expect(unpackAndVerify(file, dir, '0.1.0')).rejects.toThrow(
      `${file} is corrupt: uploads/a.jpg is 2097152 bytes, its manifest says 4. Nothing was changed.`,
    );
    expect(leftIn(dir)).toEqual([]);
  });

  it('refuses a link or a missing listed file before writing anything', async () => {
    const staging = tempDir('journey-canvas-archive-test-');
    fs.mkdirSync(path.join(staging, 'uploads'));
    fs.symlinkSync('/etc/passwd', path.join(staging, 'uploads', 'a.jpg'));
    const manifest = {
      app: 'journey-canvas',
      format: 1,
      version: '0.1.0',
      files: [{ path: 'uploads/a.jpg', bytes: 0, sha256: '' }],
    };
    fs.writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest));
    const linked = path.join(staging, '..', `${path.basename(staging)}.tar.gz`);
    made.push(linked);
    await tar.create({ gzip: true, file: linked, cwd: staging, portable: true }, ['manifest.json', 'uploads']);
    const dir = tempDir('journey-canvas-restore-test-');
    await expect(unpackAndVerify(linked, dir, '0.1.0')).rejects.toThrow('holds files its manifest does not list (uploads/a.jpg)');
    expect(leftIn(dir)).toEqual([]);

    const missing = await archiveWith({ listed: [] });
    // Listed but not there: a manifest naming more than the archive holds.
    const unpacked = tempDir('journey-canvas-archive-test-');
    await tar.extract({ file: missing, cwd: unpacked });
    const listedMore = JSON.parse(fs.readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'));
    listedMore.files.push({ path: 'uploads/gone.jpg', bytes: 3, sha256: '' });
    fs.writeFileSync(path.join(unpacked, 'manifest.json'), JSON.stringify(listedMore));
    await tar.create({ gzip: true, file: missing, cwd: unpacked, portable: true }, ['manifest.json', 'database']);
    const empty = tempDir('journey-canvas-restore-test-');
    await expect(unpackAndVerify(missing, empty, '0.1.0')).rejects.toThrow('is truncated: uploads/gone.jpg is missing');
    expect(leftIn(empty)).toEqual([]);
  });
});

describe('writeArchive', () => {
  it('writes an archive its owner alone may read, whatever the umask, and one that unpacks whole', async () => {
    const staging = tempDir('journey-canvas-archive-test-');
    fs.mkdirSync(path.join(staging, 'database'));
    fs.writeFileSync(path.join(staging, 'database', 'data.db'), DATABASE);
    const file = path.join(tempDir('journey-canvas-archive-out-'), 'site.tar.gz');
    // A partial file left by a failed run, readable by all.
    fs.writeFileSync(`${file}.partial`, 'old', { mode: 0o644 });
    const umask = process.umask(0o000);
    try {
      await writeArchive(
        staging,
        {
          app: 'journey-canvas',
          format: 1,
          version: '0.1.0',
          files: [
            { path: 'database/data.db', bytes: DATABASE.length, sha256: createHash('sha256').update(DATABASE).digest('hex') },
          ],
        },
        file,
      );
    } finally {
      process.umask(umask);
    }
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);
    expect((await unpackAndVerify(file, tempDir('journey-canvas-restore-test-'), '0.1.0')).version).toBe('0.1.0');
  });
});
