#!/usr/bin/env node
/**
 * `npm run search:rebuild -w cms`: empties the readers' full-text index and fills it again from the
 * published posts of the configured database (SQLite or PostgreSQL, the usual environment). The
 * index keeps itself in step through database triggers and is rebuilt on start when it cannot be
 * trusted; this is for an operator who changed rows behind the triggers' back (decision 029).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
// Strapi's ES build cannot be loaded by Node itself (a directory import of lodash/fp): load its CommonJS build.
const { createStrapi } = require('@strapi/strapi');

async function main() {
  const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const distDir = path.join(appDir, 'dist');
  const { rebuildFullTextIndex } = require(path.join(distDir, 'src/api/blog-post/full-text/index-upkeep.js'));
  const strapi = await createStrapi({ appDir, distDir }).load();
  const started = Date.now();
  try {
    await rebuildFullTextIndex(strapi);
    console.log(`Rebuilt the search index in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await strapi.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
