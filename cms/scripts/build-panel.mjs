#!/usr/bin/env node
/**
 * Builds Strapi's admin panel into `dist/build` without `strapi build`'s TypeScript step (decision
 * 082). Strapi has no entry for the panel alone, so this calls its build command's own modules.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { replaceSignalListeners } from '@journey-canvas/shared/server';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const strapiDist = path.join(path.dirname(require.resolve('@strapi/strapi/package.json')), 'dist/src');
const strapi = (module) => require(path.join(strapiDist, module));

const { createLogger } = strapi('cli/utils/logger.js');
const { loadTsConfig } = strapi('cli/utils/tsconfig.js');
const { createBuildContext } = strapi('node/create-build-context.js');
const { writeStaticClientFiles } = strapi('node/staticFiles.js');
const { build } = strapi('node/vite/build.js');

const logger = createLogger({ debug: false, silent: false, timestamp: false });
const started = Date.now();
const context = await createBuildContext({
  cwd: cmsDir,
  logger,
  tsconfig: loadTsConfig({ cwd: cmsDir, path: 'tsconfig.json', logger }),
  options: { minify: true, sourcemap: false, stats: false },
});
// Else the config-reading Strapi instance would shut down services it never started.
for (const signal of ['SIGINT', 'SIGTERM']) replaceSignalListeners(signal, () => process.exit(130));
await writeStaticClientFiles(context);
await build(context);
logger.info(`Strapi's admin panel built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
// createBuildContext's Strapi instance would keep the process alive.
process.exit(0);
