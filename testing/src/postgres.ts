import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './ports';

export interface ScratchDatabase {
  env: Record<string, string>;
  connectionString: string;
  drop(): Promise<void>;
}

const isListening = (port: number, host = '127.0.0.1') =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => path.join(root, version, 'bin')).find((dir) => fs.existsSync(path.join(dir, 'initdb')));
}

/** A throwaway cluster in a temporary folder, run as the `postgres` user (PostgreSQL refuses root). */
async function startOwnCluster(): Promise<{ port: number; stop(): void }> {
  const bin = postgresBinDir();
  if (!bin) {
    throw new Error(
      'The PostgreSQL test run needs a server: none listens on 127.0.0.1:5432 and no PostgreSQL binaries were found. ' +
        'Install Debian\'s "postgresql" package (apt-get install -y postgresql) or start a server on 127.0.0.1:5432.',
    );
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-canvas-pg-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  run('initdb', ['-D', path.join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    path.join(dir, 'data'),
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    'start',
  ]);
  return {
    port,
    stop: () => {
      run('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** To create and drop databases: `test` (the machine's server is documented to have it), else `postgres` (our own cluster). */
async function maintenanceClient(port: number): Promise<pg.Client> {
  let lastError: unknown;
  for (const database of ['test', 'postgres']) {
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database });
    try {
      await client.connect();
      return client;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** A scratch database on the server at 127.0.0.1:5432 if one listens (trust authentication), else on a cluster of our own. */
export async function scratchPostgres(): Promise<ScratchDatabase> {
  const own = (await isListening(5432)) ? undefined : await startOwnCluster();
  const port = own?.port ?? 5432;
  const name = `journey_canvas_test_${process.pid}_${Date.now()}`;
  const admin = await maintenanceClient(port);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    connectionString: `postgres://postgres@127.0.0.1:${port}/${name}`,
    env: {
      DATABASE_CLIENT: 'postgres',
      DATABASE_HOST: '127.0.0.1',
      DATABASE_PORT: String(port),
      DATABASE_NAME: name,
      DATABASE_USERNAME: 'postgres',
      DATABASE_PASSWORD: '',
    },
    async drop() {
      const client = await maintenanceClient(port);
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      own?.stop();
    },
  };
}
