#!/usr/bin/env node
// `node scripts/build-if-changed.mjs <part>`: builds a part only when its inputs changed. Strapi's panel (`cms-panel`,
// about a minute) builds apart from the CMS's server code, so a start need not wait for it (decision 082).
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = ['shared/dist', 'package-lock.json'];
// Vite builds production code whoever asks: under a test runner NODE_ENV is `test`, and Vite would then bundle React's
// development build into every page.
const VITE_PRODUCTION = { NODE_ENV: 'production' };
const TARGETS = {
  shared: {
    inputs: ['shared/src', 'shared/tsup.config.ts', 'shared/tsconfig.json', 'shared/package.json'],
    stamp: 'shared/dist/.build-stamp',
    command: [path.join(root, 'node_modules/tsup/dist/cli-default.js')],
    cwd: 'shared',
  },
  cms: {
    inputs: ['cms/src', 'cms/config', 'cms/tsconfig.json', 'cms/package.json', ...shared],
    stamp: 'cms/dist/.build-stamp',
    command: [path.join(root, 'cms/scripts/transpile.mjs')],
    cwd: 'cms',
  },
  // Reads the transpiled config: build `cms` first. Its stamp goes with the folder the build empties.
  'cms-panel': {
    inputs: ['cms/config', 'cms/src/admin', 'cms/package.json', 'package-lock.json'],
    stamp: 'cms/dist/build/.build-stamp',
    command: [path.join(root, 'cms/scripts/build-panel.mjs')],
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
// `--background`: a build beside running servers yields the processor to them (and its children inherit it).
if (process.argv.includes('--background')) os.setPriority(10);
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

/** Two lanes of `npm test` may ask for one part at once: the second waits for the first's build. */
async function holdLock() {
  const lock = path.join(root, 'node_modules/.cache/builds', `${name}.lock`);
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      process.once('exit', () => fs.rmSync(lock, { force: true }));
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lock, 'utf8'));
      if (!holder || !isAlive(holder)) fs.rmSync(lock, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

await holdLock();
const hash = createHash('sha256');
for (const input of target.inputs) {
  for (const file of files(path.join(root, input))) {
    if (path.basename(file) !== '.build-stamp') hash.update(path.relative(root, file)).update(fs.readFileSync(file));
  }
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
