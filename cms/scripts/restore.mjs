#!/usr/bin/env node
/** `npm run restore -- FILE [--force]`, with the CMS stopped (decision 039); a refusal changes nothing. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BackupRefusal, listFiles, unpackAndVerify } from './backup/archive.mjs';
import { databaseOf } from './backup/database.mjs';
import { fromOperator, loadInstall } from './backup/install.mjs';

const USAGE = 'Usage: npm run restore -- FILE [--force]';

const uploadedFiles = async (dir) => (await listFiles(dir)).filter((name) => name !== '.gitkeep');

/** Copied beside the folder first, then swapped by renames. */
function swapUploads(staged, uploadsDir) {
  const incoming = `${uploadsDir}.restoring`;
  const replaced = `${uploadsDir}.replaced`;
  fs.rmSync(incoming, { recursive: true, force: true });
  fs.rmSync(replaced, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(uploadsDir), { recursive: true });
  if (fs.existsSync(staged)) fs.cpSync(staged, incoming, { recursive: true });
  else fs.mkdirSync(incoming);
  if (fs.existsSync(uploadsDir)) fs.renameSync(uploadsDir, replaced);
  fs.renameSync(incoming, uploadsDir);
  fs.rmSync(replaced, { recursive: true, force: true });
}

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0].startsWith('-')) throw new BackupRefusal(USAGE);
  const file = fromOperator(files[0]);
  const install = loadInstall();
  const database = databaseOf(install.env);

  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-canvas-restore-'));
  try {
    const manifest = await unpackAndVerify(file, staging, install.version);
    if (manifest.database?.client !== install.env.DATABASE_CLIENT) {
      throw new BackupRefusal(
        `${file} holds a ${manifest.database?.client} database; this install is configured for ${install.env.DATABASE_CLIENT} ` +
          '(DATABASE_CLIENT). Nothing was changed.',
      );
    }
    if (!force) {
      const tables = await database.tableCount(install.env);
      const uploads = install.uploadsDir ? (await uploadedFiles(install.uploadsDir)).length : 0;
      if (tables > 0 || uploads > 0) {
        throw new BackupRefusal(
          `This install is not empty: its database has ${tables} tables and its uploads folder ${uploads} files. ` +
            'Restore into an empty install, or add --force to replace them. Nothing was changed.',
        );
      }
    }
    await database.restore(install.env, staging, { force });
    if (install.uploadsDir) swapUploads(path.join(staging, 'uploads'), install.uploadsDir);

    const counts = await database.counts(install.env);
    const differing = Object.keys(manifest.counts.tables).filter(
      (table) => counts.tables[table] !== manifest.counts.tables[table],
    );
    if (differing.length > 0)
      throw new Error(`The restored database differs from the backup's counts in ${differing.join(', ')}.`);
    // The restored content is new to the site, whatever generation the archive named.
    await database.forgetContentGeneration(install.env);
    console.log(
      `Restored ${counts.posts} posts, ${counts.users} users and ${counts.media} media records from ${file} ` +
        `(Journey Canvas ${manifest.version}, made ${manifest.createdAt}).`,
    );
    if (manifest.media === 's3') console.log('Media were in S3 when this backup was made: they are not in the archive.');
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof BackupRefusal ? error.message : error);
  process.exit(1);
});
