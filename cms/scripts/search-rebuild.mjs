#!/usr/bin/env node
/** `npm run search:rebuild -w cms`: for an operator who changed rows behind the triggers' back (decision 029). */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
// Node cannot load Strapi's ES build (a directory import of lodash/fp).
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
