#!/usr/bin/env node
// `node scripts/smoke-start.mjs`: `npm start` on whichever Node runs this, on a scratch SQLite database, until the site
// and the CMS answer. CI runs it on the machine's own Node after the tests ran on Node 24.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TIMEOUT_MS = 180_000;

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-canvas-smoke-'));
const [cmsPort, webPort] = [await freePort(), await freePort()];
const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    CMS_PORT: String(cmsPort),
    WEB_PORT: String(webPort),
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(scratch, 'data.db'),
    STRAPI_TELEMETRY_DISABLED: 'true',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
let output = '';
child.stdout.on('data', (chunk) => (output += chunk));
child.stderr.on('data', (chunk) => (output += chunk));

const answers = (url) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

const started = Date.now();
let up = false;
while (!up && Date.now() - started < TIMEOUT_MS && child.exitCode === null) {
  up = (await answers(`http://127.0.0.1:${webPort}/`)) && (await answers(`http://127.0.0.1:${cmsPort}/_health`));
  if (!up) await new Promise((resolve) => setTimeout(resolve, 500));
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
process.kill(-child.pid, 'SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));
fs.rmSync(scratch, { recursive: true, force: true });
if (!up) {
  console.error(output.split('\n').slice(-60).join('\n'));
  console.error(`npm start on Node ${process.version}: the site did not answer within ${TIMEOUT_MS / 1000} s`);
  process.exit(1);
}
console.log(`npm start on Node ${process.version}: the site and the CMS answered after ${seconds} s`);
