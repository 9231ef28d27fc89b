import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStrapi } from '@journey-canvas/testing/strapi-server';
import { startMailCatcher } from '@journey-canvas/testing/mail-catcher';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function waitFor(url: string, deadline = Date.now() + 60_000) {
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * The real servers: Strapi on a temporary SQLite database (seeded with the demo stories) and the
 * built site in front of it, sharing the cache-purge secret as in production.
 */
export default async function globalSetup() {
  for (const target of ['cms', 'cms-panel', 'admin', 'web']) {
    execFileSync(process.execPath, [path.join(root, 'scripts/build-if-changed.mjs'), target], { stdio: 'inherit' });
  }
  const webPort = process.env.E2E_WEB_PORT!;
  const webUrl = `http://localhost:${webPort}`;
  const secret = randomBytes(24).toString('hex');
  const previewSecret = randomBytes(24).toString('hex');
  const dbDir = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-canvas-e2e-'));
  // Every email the CMS sends, caught by a real local SMTP server and kept as .eml files (decision 055).
  const mailDir = path.join(dbDir, 'mail');
  const mail = await startMailCatcher({ folder: mailDir });

  const cms = await startStrapi(
    {
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: path.join(dbDir, 'data.db'),
      WEB_PURGE_URL: `http://127.0.0.1:${webPort}/api/cache/purge`,
      WEB_PURGE_SECRET: secret,
      PREVIEW_SECRET: previewSecret,
      PUBLIC_SITE_URL: webUrl,
      // Scheduled stories go live within two seconds of their time, so the test waits for the time only.
      SCHEDULE_TICK_SECONDS: '2',
      CORS_ORIGINS: webUrl,
      // Long enough that a locked-out login stays locked for the whole lockout test.
      LOGIN_COOLDOWN_SECONDS: '120',
      SMTP_URL: mail.url,
      // Every question of the run comes from this machine's one address.
      COMMENT_RATE_LIMIT_MAX: '1000',
    },
    Number(process.env.E2E_CMS_PORT),
  );

  const logFile = path.join(dbDir, 'web.log');
  const web = spawn(process.execPath, ['server.js'], {
    cwd: path.join(root, 'web'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_PORT: webPort,
      CMS_URL: cms.url,
      CMS_PUBLIC_URL: cms.url,
      PUBLIC_SITE_URL: webUrl,
      WEB_PURGE_SECRET: secret,
      // This machine's 127.0.0.1 plays the reverse proxy (see proxy-trust.spec.ts).
      TRUST_PROXY_ADDRESSES: '127.0.0.1',
      PREVIEW_SECRET: previewSecret,
      // The response cache's disk tier (decision 070), new for every run.
      PAGE_CACHE_DISK: path.join(dbDir, 'pages.sqlite'),
      // Counts reach the CMS within a second (analytics.spec.ts).
      ANALYTICS_FLUSH_SECONDS: '0.5',
    },
    stdio: ['ignore', fs.openSync(logFile, 'a'), fs.openSync(logFile, 'a')],
  });
  // A site that stops during the run fails every later test with a refused connection: say why, once.
  let stopping = false;
  web.once('exit', (code, signal) => {
    if (stopping) return;
    const lines = fs.readFileSync(logFile, 'utf8').split('\n');
    const told = lines.filter((line) => !line.includes('"event":"request"')).slice(-40);
    console.error(`The site stopped during the run (${signal ?? `exit code ${code}`}); the end of its log:\n${told.join('\n')}`);
  });
  await waitFor(`${webUrl}/robots.txt`);

  process.env.E2E_CMS_URL = cms.url;
  process.env.E2E_CMS_PID = String(cms.pid);
  process.env.E2E_PURGE_SECRET = secret;
  process.env.E2E_WEB_LOG = logFile;
  process.env.E2E_MAIL_DIR = mailDir;
  return async () => {
    stopping = true;
    web.kill('SIGTERM');
    await cms.stop();
    await mail.stop();
    fs.rmSync(dbDir, { recursive: true, force: true });
  };
}
