#!/usr/bin/env node
/** `npm run export -- FOLDER`: every story as Markdown beside its pictures, and a WordPress export (WXR). */
import fs from 'node:fs';
import path from 'node:path';
import { built, loadCms } from './load-cms.mjs';

const USAGE = `Usage: npm run export -- FOLDER
  FOLDER  an empty or new folder: stories/*.md, pictures/ and export.xml are written there`;

function fail(message) {
  console.error(message);
  process.exit(1);
}

function progress(stories) {
  if (process.stderr.isTTY) process.stderr.write(`\r${stories} stories written `);
}

async function main() {
  const positionals = process.argv.slice(2);
  if (positionals.length !== 1 || positionals[0].startsWith('-')) fail(USAGE);
  const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);
  if (fs.existsSync(folder)) {
    if (!fs.statSync(folder).isDirectory()) fail(`${folder} is a file: give a folder to export into.`);
    if (fs.readdirSync(folder).length > 0)
      fail(`${folder} is not empty: give an empty or new folder, so nothing is overwritten.`);
  }
  fs.mkdirSync(folder, { recursive: true });
  const { exportSite } = built('api/import/exporter/export-site.js');

  const strapi = await loadCms();
  try {
    const counts = await exportSite(strapi, folder, { onProgress: progress });
    if (process.stderr.isTTY) process.stderr.write('\n');
    console.log(`${counts.stories} stories and ${counts.pictures} pictures written to ${folder}`);
    if (counts.missingPictures.length > 0) {
      console.log(`${counts.missingPictures.length} pictures could not be copied:`);
      for (const missing of counts.missingPictures) console.log(`  ${missing}`);
    }
  } catch (error) {
    process.exitCode = 1;
    console.error(error);
  } finally {
    await strapi.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
