#!/usr/bin/env node
// `npm start`: the CMS (SQLite by default) and the site start as soon as each can run; the admin app and Strapi's panel
// build behind them at a lower priority (decision 082). Settings come from the environment or `.env` (see
// `.env.example`); the servers run under concurrently (decision 008).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { DEV_ADMIN } from '@journey-canvas/shared/server';
import concurrently from 'concurrently';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

const env = process.env;
const production = env.NODE_ENV === 'production';
const cmsPort = env.CMS_PORT || '1337';
const webPort = env.WEB_PORT || '3000';
const cmsUrl = env.CMS_PUBLIC_URL || `http://localhost:${cmsPort}`;
const siteUrl = env.PUBLIC_SITE_URL || `http://localhost:${webPort}`;
// The CMS's webhook and the site's purge endpoint share this secret; development makes one per start.
if (!production) env.WEB_PURGE_SECRET ||= randomBytes(24).toString('hex');
if (!production) env.PREVIEW_SECRET ||= randomBytes(24).toString('hex');
env.WEB_PURGE_URL ??= `http://127.0.0.1:${webPort}/api/cache/purge`;
env.CMS_URL ||= `http://127.0.0.1:${cmsPort}`;
env.CMS_PUBLIC_URL ||= cmsUrl;
env.PUBLIC_SITE_URL ||= siteUrl;
// The admin app calls the CMS from the site's origin (and from its dev server).
env.CORS_ORIGINS ||= `${new URL(siteUrl).origin},http://localhost:5173`;

// Development mail: a real SMTP server of our own, keeping each message as an .eml file to open.
const mailFolder = path.join(root, 'cms/.tmp/mail');
const mailCatcher =
  !production && !env.SMTP_URL
    ? await import('@journey-canvas/testing/mail-catcher').then(({ startMailCatcher }) =>
        startMailCatcher({ folder: mailFolder }),
      )
    : undefined;
if (mailCatcher) env.SMTP_URL = mailCatcher.url;

function sqliteFile() {
  const file = path.resolve(root, 'cms', env.DATABASE_FILENAME || '.tmp/data.db');
  return path.relative(process.cwd(), file) || file;
}

const building = (folder, time) => (fs.existsSync(path.join(root, folder, 'index.html')) ? '' : ` (building: ${time})`);

function printWhereEverythingIs() {
  const email = env.SEED_ADMIN_EMAIL || DEV_ADMIN.email;
  console.log(
    [
      '',
      'Journey Canvas is running',
      `  Site             ${siteUrl}`,
      `  Admin            ${siteUrl}/admin${building('admin/dist', 'seconds')}`,
      `  Strapi panel     ${cmsUrl}/admin${building('cms/dist/build', 'about a minute')}`,
      `  CMS API          ${cmsUrl}/api/blog-posts`,
      `  Admin API        ${cmsUrl}/api/admin/blog-posts (staff roles)`,
      `  Database         ${env.DATABASE_CLIENT === 'postgres' ? 'PostgreSQL' : `SQLite, ${sqliteFile()}`}`,
      `  Mail             ${mailCatcher ? `caught in ${path.relative(process.cwd(), mailFolder) || mailFolder} (one .eml file a message)` : env.SMTP_URL ? 'sent through SMTP_URL' : 'off (no SMTP_URL)'}`,
      `  Admin login      ${email}${production ? '' : ` / ${env.SEED_ADMIN_PASSWORD || DEV_ADMIN.password}`}`,
      '  Stop with Ctrl+C',
      '',
    ].join('\n'),
  );
}

const build = (target, ...flags) => [path.join(root, 'scripts/build-if-changed.mjs'), target, ...flags];
const node = JSON.stringify(process.execPath);

// The CMS's server code (seconds, no type check); the servers start while the rest builds (decision 082).
execFileSync(process.execPath, build('cms'), { stdio: 'inherit' });
const { result } = concurrently(
  [
    {
      name: 'cms',
      command: `${node} ${JSON.stringify(path.join(root, 'node_modules/@strapi/strapi/bin/strapi.js'))} start`,
      cwd: path.join(root, 'cms'),
      env,
    },
    // The site always runs its production build; in development the values above satisfy its checks.
    {
      name: 'web',
      command: `${node} ${build('web')
        .map((arg) => JSON.stringify(arg))
        .join(' ')} && ${node} server.js`,
      cwd: path.join(root, 'web'),
      env: { NODE_ENV: 'production', WEB_PORT: webPort },
    },
  ],
  { prefixColors: ['blue', 'green'], killOthersOn: ['failure', 'success'] },
);

let running = true;
const builds = new Set();
result.then(
  () => stop(0),
  () => stop(1),
);

function stop(exitCode) {
  running = false;
  process.exitCode ||= exitCode;
  for (const child of builds) child.kill('SIGTERM');
  void mailCatcher?.stop();
}

function buildInBackground(name, target) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, build(target, '--background'), { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    builds.add(child);
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
    }
    child.once('exit', (code, signal) => {
      builds.delete(child);
      if (code !== 0 && !signal && running)
        console.error(`[${name}] the build failed (exit code ${code}); the rest keeps running`);
      resolve(code === 0);
    });
  });
}

async function waitFor(url) {
  while (running) {
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

const adminBuilt = buildInBackground('admin', 'admin');
if ((await waitFor(`http://127.0.0.1:${cmsPort}/_health`)) && (await waitFor(`http://127.0.0.1:${webPort}/robots.txt`))) {
  printWhereEverythingIs();
  if (await adminBuilt) console.log(`The admin is ready: ${siteUrl}/admin`);
  if (running && (await buildInBackground('panel', 'cms-panel'))) console.log(`Strapi's panel is ready: ${cmsUrl}/admin`);
}
