#!/usr/bin/env node
/**
 * Strapi's admin panel into `dist/build`, as `strapi build` makes it after its TypeScript step,
 * which `transpile.mjs` does instead (decision 082). It reads the compiled config in `dist/`. Strapi
 * exposes no entry for the panel alone, so this calls the modules its build command calls, at the
 * version package-lock.json pins.
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
// The Strapi instance made to read the configuration answers a stop signal by shutting down services
// it never started: a panel build stopped with `npm start` should just end.
for (const signal of ['SIGINT', 'SIGTERM']) replaceSignalListeners(signal, () => process.exit(130));
await writeStaticClientFiles(context);
await build(context);
logger.info(`Strapi's admin panel built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
// createBuildContext started a Strapi instance to read its configuration: nothing else keeps us.
process.exit(0);
