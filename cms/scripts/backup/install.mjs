/** This install as the backup commands see it; the repository's `.env` is read as `npm start` reads it. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const root = path.resolve(cmsDir, '..');

/** npm runs scripts elsewhere, so a path is taken from where the operator typed it. */
export const fromOperator = (file) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

export function loadInstall() {
  if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
  const environmentModule = path.join(cmsDir, 'dist/src/environment.js');
  if (!fs.existsSync(environmentModule)) throw new Error('The CMS is not built: run `npm run build -w cms` first.');
  const { loadEnvironment } = require(environmentModule);
  const env = loadEnvironment(process.env, cmsDir);
  return {
    env: { ...env, DATABASE_FILENAME: path.resolve(cmsDir, env.DATABASE_FILENAME) },
    version: JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version,
    // With S3_BUCKET, media live in the bucket, which keeps its own versions.
    uploadsDir: env.S3_BUCKET ? undefined : path.resolve(cmsDir, env.CMS_PUBLIC_DIR, 'uploads'),
  };
}
