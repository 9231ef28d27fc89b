#!/usr/bin/env node
/** `npm run import -- SOURCE [--dry-run] [--author-map FILE] [--media DIR] [--download] [--base-url URL]` (decision 099). */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { built, loadCms } from './load-cms.mjs';

const USAGE = `Usage: npm run import -- SOURCE [--dry-run] [--author-map FILE] [--media DIR] [--download] [--base-url URL]
  SOURCE          a WordPress export (WXR .xml), a Ghost export (.json or its .zip) or a folder of Markdown files
  --dry-run       print the report and write nothing
  --author-map    a JSON file: { "old login, email or name": "Name here" }
  --media DIR     a copy of WordPress's wp-content/uploads, for a WXR's pictures
  --download      fetch a WXR's pictures from the old site where it still answers
  --base-url URL  the old blog's address, stripped from old addresses (https://old.example/blog)`;

function fail(message) {
  console.error(message);
  process.exit(1);
}

function optionsFromArgs() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        'dry-run': { type: 'boolean' },
        'author-map': { type: 'string' },
        media: { type: 'string' },
        download: { type: 'boolean' },
        'base-url': { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    fail(`${error.message}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) fail(USAGE);
  if (positionals.length !== 1) fail(USAGE);
  const here = process.env.INIT_CWD ?? process.cwd();
  const resolve = (file) => file && path.resolve(here, file);
  let authorMap;
  if (values['author-map']) {
    try {
      authorMap = JSON.parse(fs.readFileSync(resolve(values['author-map']), 'utf8'));
    } catch (error) {
      fail(`The author map ${values['author-map']} could not be read: ${error.message}`);
    }
  }
  if (values['base-url'] && !URL.canParse(values['base-url']))
    fail(`--base-url must be an address such as https://old.example/blog`);
  return {
    source: resolve(positionals[0]),
    dryRun: Boolean(values['dry-run']),
    authorMap,
    media: resolve(values.media),
    download: Boolean(values.download),
    baseUrl: values['base-url'],
  };
}

function progress(report) {
  if (!process.stderr.isTTY) return;
  const { imported, updated, unchanged, skipped, failed } = report.counts.stories;
  const read = imported + updated + unchanged + skipped + failed;
  process.stderr.write(`\r${read} read: ${imported} imported, ${updated} updated, ${unchanged} unchanged, ${failed} failed `);
}

async function main() {
  const options = optionsFromArgs();
  if (!fs.existsSync(options.source)) fail(`${options.source} does not exist.`);
  const { openSource } = built('api/import/importer/sources/open-source.js');
  const { runImport } = built('api/import/importer/import-run.js');
  const { reportText } = built('api/import/importer/import-report.js');
  const { SourceError } = built('api/import/importer/source-story.js');

  let source;
  try {
    source = await openSource(options.source, options);
  } catch (error) {
    fail(error instanceof SourceError ? error.message : `${options.source} could not be read: ${error.message}`);
  }
  const strapi = await loadCms();
  try {
    const report = await runImport(strapi, source, path.basename(options.source), { ...options, onProgress: progress });
    if (process.stderr.isTTY) process.stderr.write('\n');
    const reportFile = `${options.source.replace(/[/\\]+$/, '')}.import-report.json`;
    fs.writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(reportText(report));
    console.log(`\nThe report is also in ${reportFile}`);
  } catch (error) {
    process.exitCode = 1;
    console.error(error instanceof SourceError ? error.message : error);
  } finally {
    await source.close();
    await strapi.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
