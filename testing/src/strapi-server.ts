import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../cms');
const strapiBin = path.resolve(cmsDir, '../node_modules/@strapi/strapi/bin/strapi.js');

export interface RunningStrapi {
  url: string;
  pid: number;
  logFile: string;
  /** This server's own temporary folder (TMPDIR), where it writes the files of multipart bodies. */
  tempDir: string;
  stop(): Promise<void>;
}

const secret = () => randomBytes(24).toString('base64');

/** Test settings: fresh secrets, the seeded admin, a short login cooling-off and a roomy auth rate limit. */
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
    // Five failures must fit in one cooling-off to lock an account: 10 s holds them on a loaded machine.
    LOGIN_COOLDOWN_SECONDS: '10',
    STRAPI_TELEMETRY_DISABLED: 'true',
    BROWSER: 'none',
  };
}

async function waitUntilHealthy(url: string, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${url}/_health`).then(
      (response) => response.status === 204,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n') : '';
  throw new Error(`Strapi did not become healthy at ${url}:\n${log}`);
}

/** Starts the built CMS (`strapi start`) on the given port, or a free one, with the given environment. */
export async function startStrapi(env: Record<string, string>, port?: number): Promise<RunningStrapi> {
  port ??= await freePort();
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-canvas-strapi-'));
  const logFile = path.join(logDir, 'strapi.log');
  const log = fs.openSync(logFile, 'a');
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-canvas-strapi-tmp-'));
  const child = spawn(process.execPath, [strapiBin, 'start'], {
    cwd: cmsDir,
    env: { ...process.env, ...testEnvironment(), ...env, CMS_PORT: String(port), TMPDIR: tempDir },
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(url, child, logFile);
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
