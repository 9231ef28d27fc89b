import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { scratchDatabase, type ScratchDatabaseHandle } from '@journey-canvas/testing/scratch-database';
import { startStrapi } from '@journey-canvas/testing/strapi-server';

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string;
    cmsTempDir: string;
    /** The CMS's PREVIEW_SECRET, so tests can sign tokens it would never issue (an expired one). */
    previewSecret: string;
    database: ScratchDatabaseHandle['describe'];
  }
}

/** One real Strapi for the integration run, on a temporary SQLite file or a scratch PostgreSQL database. */
export default async function setup(project: TestProject) {
  const database = await scratchDatabase();
  const previewSecret = randomBytes(24).toString('base64');
  const strapi = await startStrapi({ ...database.env, PREVIEW_SECRET: previewSecret });
  console.log(`Integration tests against Strapi at ${strapi.url} on ${database.describe.client}`);
  project.provide('cmsUrl', strapi.url);
  project.provide('cmsTempDir', strapi.tempDir);
  project.provide('previewSecret', previewSecret);
  project.provide('database', database.describe);

  return async () => {
    await strapi.stop();
    await database.drop();
  };
}
