import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { listens } from './listens';
import { freePort } from './ports';

const REDIS_SERVER = '/usr/bin/redis-server';

export interface PrivateRedis {
  url: string;
  /** Stops the server, as an outage would. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export const canRunRedis = () => fs.existsSync(REDIS_SERVER);

export async function privateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const deadline = Date.now() + 10_000;
    while (!(await listens(url, port))) {
      if (Date.now() > deadline) throw new Error(`redis-server did not start on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  await start();
  return { url, start, stop };
}
