#!/usr/bin/env node
/** `npm run backup [-- FILE.tar.gz|FOLDER]`: one archive, safe while the CMS runs (decision 039). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ARCHIVE_FORMAT, BackupRefusal, describeFiles, listFiles, writeArchive } from './backup/archive.mjs';
import { databaseOf } from './backup/database.mjs';
import { cmsDir, fromOperator, loadInstall } from './backup/install.mjs';

function archivePath(argument) {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const name = `journey-canvas-${stamp}.tar.gz`;
  if (!argument) return path.resolve(cmsDir, '..', 'backups', name);
  const chosen = fromOperator(argument);
  // Else a nightly job given a new folder would write its first backup as a file of that name.
  const folder = (fs.existsSync(chosen) && fs.statSync(chosen).isDirectory()) || !chosen.endsWith('.tar.gz');
  return folder ? path.join(chosen, name) : chosen;
}

async function main() {
  const [argument, ...extra] = process.argv.slice(2);
  if (extra.length > 0 || argument?.startsWith('-')) throw new BackupRefusal('Usage: npm run backup [-- FILE.tar.gz|FOLDER]');
  const install = loadInstall();
  const file = archivePath(argument);
  if (fs.existsSync(file)) throw new BackupRefusal(`${file} already exists: choose another name.`);
  // Owner only, as the archive is.
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });

  const started = Date.now();
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-canvas-backup-'));
  try {
    const database = await databaseOf(install.env).copy(install.env, staging);
    if (install.uploadsDir && fs.existsSync(install.uploadsDir)) {
      fs.cpSync(install.uploadsDir, path.join(staging, 'uploads'), { recursive: true });
    }
    const manifest = {
      app: 'journey-canvas',
      format: ARCHIVE_FORMAT,
      version: install.version,
      createdAt: new Date().toISOString(),
      database: { client: install.env.DATABASE_CLIENT, file: database.file },
      media: install.uploadsDir ? 'local' : 's3',
      counts: database.counts,
      files: await describeFiles(staging),
    };
    await writeArchive(staging, manifest, file);
    const { posts, users, media } = database.counts;
    const uploads = (await listFiles(path.join(staging, 'uploads'))).length;
    console.log(
      `Backed up ${posts} posts, ${users} users, ${media} media records and ${uploads} uploaded files to ${file} ` +
        `(${(fs.statSync(file).size / 1e6).toFixed(1)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s).`,
    );
    if (!install.uploadsDir)
      console.log(`Media are in the S3 bucket ${install.env.S3_BUCKET}, not in the archive: keep the bucket's versioning on.`);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof BackupRefusal ? error.message : error);
  process.exit(1);
});
