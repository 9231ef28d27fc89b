import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { scratchPostgres } from './postgres';
import { startStrapi } from './strapi-server';

export type TestDatabase = { client: 'sqlite'; filename: string } | { client: 'postgres'; connectionString: string };

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string;
    database: TestDatabase;
  }
}

/** One real Strapi for the integration run, on a temporary SQLite file or a scratch PostgreSQL database. */
export default async function setup(project: TestProject) {
  const usePostgres = process.env.TEST_DATABASE === 'postgres';
  const sqliteDir = usePostgres ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'journey-canvas-db-'));
  const postgres = usePostgres ? await scratchPostgres() : undefined;
  const filename = sqliteDir && path.join(sqliteDir, 'data.db');
  const env = postgres?.env ?? { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: filename! };

  const strapi = await startStrapi(env);
  console.log(`Integration tests against Strapi at ${strapi.url} on ${usePostgres ? 'PostgreSQL' : 'SQLite'}`);
  project.provide('cmsUrl', strapi.url);
  project.provide(
    'database',
    postgres ? { client: 'postgres', connectionString: postgres.connectionString } : { client: 'sqlite', filename: filename! },
  );

  return async () => {
    await strapi.stop();
    await postgres?.drop();
    if (sqliteDir) fs.rmSync(sqliteDir, { recursive: true, force: true });
  };
}
