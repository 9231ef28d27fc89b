#!/usr/bin/env node
/**
 * `npm start`: builds what changed, starts the CMS on the embedded SQLite database (seeded on the
 * first run) and the site beside it, and prints where everything is. Settings come from the
 * environment or a `.env` file at the repository root (see `.env.example`).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

function runToEnd(args) {
  return new Promise((resolve, reject) => {
    spawn(process.execPath, args, { stdio: 'inherit', env }).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`)),
    );
  });
}

async function waitFor(url, child) {
  while (child.exitCode === null) {
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

function sqliteFile() {
  const file = path.resolve(root, 'cms', env.DATABASE_FILENAME || '.tmp/data.db');
  return path.relative(process.cwd(), file) || file;
}

function printWhereEverythingIs() {
  const email = env.SEED_ADMIN_EMAIL || 'admin@journeycanvas.example';
  console.log(
    [
      '',
      'Journey Canvas is running',
      `  Site             ${siteUrl}`,
      `  Admin            ${siteUrl}/admin`,
      `  Strapi panel     ${cmsUrl}/admin`,
      `  CMS API          ${cmsUrl}/api/blog-posts`,
      `  Admin API        ${cmsUrl}/api/admin/blog-posts (Blog Admin role)`,
      `  Database         ${env.DATABASE_CLIENT === 'postgres' ? 'PostgreSQL' : `SQLite, ${sqliteFile()}`}`,
      `  Admin login      ${email}${production ? '' : ` / ${env.SEED_ADMIN_PASSWORD || 'JourneyCanvas2024!'}`}`,
      '  Stop with Ctrl+C',
      '',
    ].join('\n'),
  );
}

const buildScript = path.join(root, 'scripts/build-if-changed.mjs');
await runToEnd([buildScript, 'cms']);
await runToEnd([buildScript, 'admin']);
await runToEnd([buildScript, 'web']);

const children = [
  spawn(process.execPath, [path.join(root, 'node_modules/@strapi/strapi/bin/strapi.js'), 'start'], {
    cwd: path.join(root, 'cms'),
    stdio: 'inherit',
    env,
  }),
  // The site always runs its production build; in development the values above satisfy its checks.
  spawn(process.execPath, ['server.js'], {
    cwd: path.join(root, 'web'),
    stdio: 'inherit',
    env: { ...env, NODE_ENV: 'production', WEB_PORT: webPort },
  }),
];
const stopAll = (signal) => children.forEach((child) => child.exitCode === null && child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
  });
}

const [cms, web] = children;
if (
  (await waitFor(`http://127.0.0.1:${cmsPort}/_health`, cms)) &&
  (await waitFor(`http://127.0.0.1:${webPort}/robots.txt`, web))
) {
  printWhereEverythingIs();
}
