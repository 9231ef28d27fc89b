import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');

export interface RunningSite {
  url: string;
  pid: number;
  logFile: string;
  events(): Record<string, unknown>[];
  stop(): Promise<void>;
}

/** The built site in production mode, once live; `env` needs at least CMS_URL, WEB_PURGE_SECRET and PREVIEW_SECRET. */
export async function startSite(env: Record<string, string>, port?: number): Promise<RunningSite> {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-canvas-site-'));
  const logFile = path.join(folder, 'site.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['server.js'], {
    cwd: webDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_SITE_URL: url,
      CMS_PUBLIC_URL: env.CMS_URL!,
      PAGE_CACHE_DISK: path.join(folder, 'pages.sqlite'),
      ...env,
      WEB_PORT: String(port),
    },
    stdio: ['ignore', log, log],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const live = await fetch(`${url}/_health`).then(
      (response) => response.status === 204,
      () => false,
    );
    if (live) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The site did not come up at ${url}:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid!,
    logFile,
    events: () =>
      fs
        .readFileSync(logFile, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    stop: () =>
      new Promise((resolve) => {
        // Ended already, by itself or killed by a test.
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
