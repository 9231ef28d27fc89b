import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { listens } from './listens';
import { freePort } from './ports';

const REDIS_SERVER = '/usr/bin/redis-server';

export interface PrivateRedis {
  url: string;
  /** Stops the server, as an outage would. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
}

/** Whether Debian's redis-server is installed, for a Redis of a test's own that it can stop and start. */
export const canRunRedis = () => fs.existsSync(REDIS_SERVER);

/** A Redis server of this test's own on a free port, keeping nothing on disk. */
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
