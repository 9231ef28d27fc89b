#!/usr/bin/env node
/**
 * `npm start`: builds what changed, starts the CMS on the embedded SQLite database (seeded on the
 * first run) and prints where everything is. Settings come from the environment or a `.env` file
 * at the repository root (see `.env.example`).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

const cmsPort = process.env.CMS_PORT || '1337';
const cmsUrl = process.env.CMS_PUBLIC_URL || `http://localhost:${cmsPort}`;
const production = process.env.NODE_ENV === 'production';

function run(command, args, options = {}) {
  return spawn(command, args, { stdio: 'inherit', env: process.env, ...options });
}

function runToEnd(command, args, options) {
  return new Promise((resolve, reject) => {
    run(command, args, options).on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

async function waitForHealth(url, child) {
  while (child.exitCode === null) {
    const healthy = await fetch(`${url}/_health`).then((response) => response.ok, () => false);
    if (healthy) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

function sqliteFile() {
  const file = path.resolve(root, 'cms', process.env.DATABASE_FILENAME || '.tmp/data.db');
  return path.relative(process.cwd(), file) || file;
}

function printWhereEverythingIs() {
  const email = process.env.SEED_ADMIN_EMAIL || 'admin@journeycanvas.example';
  const lines = [
    '',
    'Journey Canvas is running',
    `  CMS API          ${cmsUrl}/api/blog-posts`,
    `  Strapi panel     ${cmsUrl}/admin`,
    `  Admin API        ${cmsUrl}/api/admin/blog-posts (Blog Admin role)`,
    `  Database         ${process.env.DATABASE_CLIENT === 'postgres' ? 'PostgreSQL' : `SQLite, ${sqliteFile()}`}`,
    `  Admin login      ${email}${production ? '' : ` / ${process.env.SEED_ADMIN_PASSWORD || 'JourneyCanvas2024!'}`}`,
    '  Stop with Ctrl+C',
    '',
  ];
  console.log(lines.join('\n'));
}

await runToEnd(process.execPath, [path.join(root, 'cms/scripts/ensure-build.mjs')]);
const cms = run(process.execPath, [path.join(root, 'node_modules/@strapi/strapi/bin/strapi.js'), 'start'], {
  cwd: path.join(root, 'cms'),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cms.kill(signal));
cms.on('exit', (code) => process.exit(code ?? 0));
if (await waitForHealth(`http://127.0.0.1:${cmsPort}`, cms)) printWhereEverythingIs();
