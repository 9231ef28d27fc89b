#!/usr/bin/env node
/**
 * `npm start`: builds what changed, starts the CMS on the embedded SQLite database (seeded on the
 * first run) and the site beside it, and prints where everything is. Settings come from the
 * environment or a `.env` file at the repository root (see `.env.example`). The two servers run
 * under concurrently: their output is prefixed with their name, Ctrl+C stops both, and when one
 * stops the other is stopped too. In development without SMTP_URL, a local mail catcher takes every
 * email the CMS sends and keeps it as a file in cms/.tmp/mail/ (decision 055).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
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
// Preview links are signed by the CMS and checked by the site with this one.
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

function printWhereEverythingIs() {
  const email = env.SEED_ADMIN_EMAIL || DEV_ADMIN.email;
  console.log(
    [
      '',
      'Journey Canvas is running',
      `  Site             ${siteUrl}`,
      `  Admin            ${siteUrl}/admin`,
      `  Strapi panel     ${cmsUrl}/admin`,
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

for (const target of ['cms', 'admin', 'web']) {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-if-changed.mjs'), target], { stdio: 'inherit' });
}

const node = JSON.stringify(process.execPath);
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
      command: `${node} server.js`,
      cwd: path.join(root, 'web'),
      env: { NODE_ENV: 'production', WEB_PORT: webPort },
    },
  ],
  { prefixColors: ['blue', 'green'], killOthersOn: ['failure', 'success'] },
);

let running = true;
result.then(
  () => {
    running = false;
    void mailCatcher?.stop();
  },
  () => {
    running = false;
    process.exitCode = 1;
    void mailCatcher?.stop();
  },
);

async function waitFor(url) {
  while (running) {
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

if ((await waitFor(`http://127.0.0.1:${cmsPort}/_health`)) && (await waitFor(`http://127.0.0.1:${webPort}/robots.txt`))) {
  printWhereEverythingIs();
}
