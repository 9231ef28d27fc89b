#!/usr/bin/env node
/**
 * `node scripts/build-if-changed.mjs <cms|admin|web>`: builds a workspace only when its sources, its
 * dependencies or the shared package changed since its last build. The CMS build (TypeScript and
 * Strapi's admin panel) takes about a minute, the others seconds.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = ['shared/dist', 'package-lock.json'];
// Vite builds production code whoever asks: under a test runner NODE_ENV is `test`, and Vite would
// then bundle React's development build into every page. (Strapi's build makes its own choice, and
// its configuration refuses a production environment without real secrets.)
const VITE_PRODUCTION = { NODE_ENV: 'production' };
const TARGETS = {
  cms: {
    inputs: ['cms/src', 'cms/config', 'cms/tsconfig.json', 'cms/package.json', ...shared],
    stamp: 'cms/dist/.build-stamp',
    command: [path.join(root, 'node_modules/@strapi/strapi/bin/strapi.js'), 'build'],
    cwd: 'cms',
  },
  admin: {
    inputs: ['admin/src', 'admin/public', 'admin/index.html', 'admin/vite.config.ts', 'admin/package.json', ...shared],
    stamp: 'admin/dist/.build-stamp',
    command: [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'],
    cwd: 'admin',
    env: VITE_PRODUCTION,
  },
  web: {
    inputs: ['web/app', 'web/public', 'web/vite.config.ts', 'web/package.json', ...shared],
    stamp: 'web/build/.build-stamp',
    command: [path.join(root, 'node_modules/@remix-run/dev/dist/cli.js'), 'vite:build'],
    cwd: 'web',
    env: VITE_PRODUCTION,
  },
};

const name = process.argv[2];
const target = TARGETS[name];
if (!target) {
  console.error(`Usage: build-if-changed.mjs <${Object.keys(TARGETS).join('|')}>`);
  process.exit(2);
}

function* files(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return;
  if (!stat.isDirectory()) return yield entry;
  for (const child of fs.readdirSync(entry).sort()) yield* files(path.join(entry, child));
}

const hash = createHash('sha256');
for (const input of target.inputs) {
  for (const file of files(path.join(root, input))) hash.update(path.relative(root, file)).update(fs.readFileSync(file));
}
const digest = hash.digest('hex');
const stampFile = path.join(root, target.stamp);

if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === digest) {
  console.log(`The ${name} build is up to date.`);
} else {
  console.log(`Building ${name}...`);
  execFileSync(process.execPath, target.command, {
    cwd: path.join(root, target.cwd),
    stdio: 'inherit',
    env: { ...process.env, ...target.env },
  });
  fs.writeFileSync(stampFile, digest);
}
