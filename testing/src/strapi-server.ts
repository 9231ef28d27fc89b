import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_CONTENT_READY } from '@journey-canvas/shared/server';
import { freePort } from './ports';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../cms');
const strapiBin = path.resolve(cmsDir, '../node_modules/@strapi/strapi/bin/strapi.js');

export interface RunningStrapi {
  url: string;
  pid: number;
  logFile: string;
  /** Its own TMPDIR, where it writes the files of multipart bodies. */
  tempDir: string;
  stop(): Promise<void>;
}

const secret = () => randomBytes(24).toString('base64');

export function testEnvironment(): Record<string, string> {
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    APP_KEYS: [secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    WEB_PURGE_SECRET: secret(),
    WEB_PURGE_URL: '',
    PREVIEW_SECRET: secret(),
    NEWSLETTER_SECRET: secret(),
    PUBLIC_SITE_URL: 'http://localhost:3999',
    // Scheduled posts go live within a second or two, so tests need not wait out a minute.
    SCHEDULE_TICK_SECONDS: '1',
    AUTH_RATE_LIMIT_MAX: '1000',
    // Tests subscribe many addresses from one client: the brakes on confirmation emails have their own test.
    NEWSLETTER_CONFIRMATIONS_PER_ADDRESS: '1000',
    NEWSLETTER_CONFIRMATIONS_PER_HOUR: '1000',
    // Five failures must fit in one cooling-off to lock an account: 10 s holds them on a loaded machine.
    LOGIN_COOLDOWN_SECONDS: '10',
    STRAPI_TELEMETRY_DISABLED: 'true',
    BROWSER: 'none',
  };
}

/** In the database-coverage run (cms/tests/database-coverage.mjs): V8 coverage, and on SIGUSR2 the share since the last. */
function coverageEnvironment(): Record<string, string> {
  const folder = process.env.CMS_COVERAGE_DIR;
  if (!folder) return {};
  const hook = new URL('./coverage-hook.mjs', import.meta.url).href;
  return { NODE_V8_COVERAGE: folder, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${hook}`.trim() };
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string, seeds: boolean) {
  // Seeding the demo stories encodes their pictures: minutes on a machine loaded by other tests.
  const deadline = Date.now() + 300_000;
  const seeded = () => !seeds || fs.readFileSync(logFile, 'utf8').includes(DEMO_CONTENT_READY);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${url}/_health`).then(
      (response) => response.status === 204,
      () => false,
    );
    if (ok && seeded()) return;
    // Often: a run starts Strapi dozens of times (crash-safety alone 21), and each poll is cheap.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n') : '';
  throw new Error(`Strapi did not become ready at ${url}:\n${log}`);
}

export async function startStrapi(env: Record<string, string>, port?: number): Promise<RunningStrapi> {
  port ??= await freePort();
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-canvas-strapi-'));
  const logFile = path.join(logDir, 'strapi.log');
  const log = fs.openSync(logFile, 'a');
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-canvas-strapi-tmp-'));
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...testEnvironment(),
    ...env,
    CMS_PORT: String(port),
    TMPDIR: tempDir,
    ...coverageEnvironment(),
  };
  const child = spawn(process.execPath, [strapiBin, 'start'], { cwd: cmsDir, env: childEnv, stdio: ['ignore', log, log] });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(url, child, logFile, !['false', '0'].includes(childEnv.SEED_DEMO_CONTENT ?? ''));
  } catch (error) {
    child.kill('SIGKILL');
    fs.rmSync(tempDir, { recursive: true, force: true });
    throw error;
  }
  const removeTempDir = () => fs.rmSync(tempDir, { recursive: true, force: true });
  return {
    url,
    pid: child.pid!,
    logFile,
    tempDir,
    stop: () =>
      new Promise((resolve) => {
        // A process killed by a signal (a test's SIGKILL) has no exit code, only its signal.
        if (child.exitCode !== null || child.signalCode !== null) return resolve(removeTempDir());
        child.once('exit', () => resolve(removeTempDir()));
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
