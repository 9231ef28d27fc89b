#!/usr/bin/env node
/**
 * Builds the CMS (TypeScript and Strapi's admin panel, about 45 s) only when its sources, its
 * dependencies or the shared package changed since the last build.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootDir = path.resolve(cmsDir, '..');
const stampFile = path.join(cmsDir, 'dist', '.build-stamp');
const inputs = ['cms/src', 'cms/config', 'cms/tsconfig.json', 'cms/package.json', 'shared/dist', 'package-lock.json'];

function* files(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return;
  if (!stat.isDirectory()) return yield entry;
  for (const name of fs.readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

const hash = createHash('sha256');
for (const input of inputs) {
  for (const file of files(path.join(rootDir, input))) {
    hash.update(path.relative(rootDir, file)).update(fs.readFileSync(file));
  }
}
const digest = hash.digest('hex');
const built = fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === digest;

if (built) {
  console.log('CMS build is up to date.');
} else {
  console.log('Building the CMS (TypeScript and admin panel, about a minute)...');
  execFileSync(process.execPath, [path.join(rootDir, 'node_modules/@strapi/strapi/bin/strapi.js'), 'build'], {
    cwd: cmsDir,
    stdio: 'inherit',
  });
  fs.writeFileSync(stampFile, digest);
}
