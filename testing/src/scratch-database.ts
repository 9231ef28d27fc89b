import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { scratchPostgres } from './postgres';

export interface ScratchDatabaseHandle {
  env: Record<string, string>;
  describe: { client: 'sqlite'; filename: string } | { client: 'postgres'; connectionString: string };
  drop(): Promise<void>;
}

/** An empty database of the kind this run tests (TEST_DATABASE=sqlite|postgres). */
export async function scratchDatabase(): Promise<ScratchDatabaseHandle> {
  if (process.env.TEST_DATABASE === 'postgres') {
    const postgres = await scratchPostgres();
    return {
      env: postgres.env,
      describe: { client: 'postgres', connectionString: postgres.connectionString },
      drop: () => postgres.drop(),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-canvas-db-'));
  const filename = path.join(dir, 'data.db');
  return {
    env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: filename },
    describe: { client: 'sqlite', filename },
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
