/** Strapi loaded as `npm start` runs it, for a command that works on its content and does not listen. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
// Node cannot load Strapi's ES build (a directory import of lodash/fp).
const { createStrapi } = require('@strapi/strapi');

export const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = path.join(appDir, 'dist');

/** A module of the built CMS, by its path under `src/`. */
export const built = (modulePath) => require(path.join(distDir, 'src', modulePath));

/** The paths a user typed are the caller's to resolve first: this moves to cms/, where the database's path is read from. */
export async function loadCms() {
  const rootEnv = path.join(appDir, '..', '.env');
  if (fs.existsSync(rootEnv)) process.loadEnvFile(rootEnv);
  process.chdir(appDir);
  const strapi = createStrapi({ appDir, distDir });
  // The terminal shows the command's own report, not Strapi's start-up.
  strapi.log.level = 'error';
  return strapi.load();
}
