import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { scratchDatabase, type ScratchDatabaseHandle } from '@journey-canvas/testing/scratch-database';
import { startStrapi } from '@journey-canvas/testing/strapi-server';
import { DEV_ADMIN } from '@journey-canvas/shared/server';

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string;
    cmsTempDir: string;
    /** The CMS's PREVIEW_SECRET, so tests can sign tokens it would never issue (an expired one). */
    previewSecret: string;
    /** The CMS's JWT_SECRET, so tests can forge what it would sign (an expired invitation). */
    jwtSecret: string;
    database: ScratchDatabaseHandle['describe'];
    /** A token of Strapi's panel for the seeded admin: one sign-in for the run, under the panel's own login rate limit. */
    panelToken: string;
    /** The CMS's WEB_PURGE_SECRET, so tests can vouch for a reader's address as the site does (reader questions). */
    purgeSecret: string;
    /** The CMS's log, for what it says at start (mail sending off). */
    cmsLogFile: string;
  }
}

/** One real Strapi for the integration run, on a temporary SQLite file or a scratch PostgreSQL database. */
export default async function setup(project: TestProject) {
  const database = await scratchDatabase();
  const previewSecret = randomBytes(24).toString('base64');
  const jwtSecret = randomBytes(24).toString('base64');
  const purgeSecret = randomBytes(24).toString('base64');
  const strapi = await startStrapi({
    ...database.env,
    PREVIEW_SECRET: previewSecret,
    JWT_SECRET: jwtSecret,
    WEB_PURGE_SECRET: purgeSecret,
  });
  console.log(`Integration tests against Strapi at ${strapi.url} on ${database.describe.client}`);
  project.provide('cmsUrl', strapi.url);
  project.provide('cmsTempDir', strapi.tempDir);
  project.provide('previewSecret', previewSecret);
  project.provide('jwtSecret', jwtSecret);
  project.provide('database', database.describe);
  project.provide('purgeSecret', purgeSecret);
  project.provide('cmsLogFile', strapi.logFile);
  const panel = await fetch(`${strapi.url}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEV_ADMIN.email, password: DEV_ADMIN.password }),
  });
  if (!panel.ok) throw new Error(`Strapi's panel refused the seeded admin: ${panel.status} ${await panel.text()}`);
  project.provide('panelToken', ((await panel.json()) as { data: { token: string } }).data.token);

  return async () => {
    await strapi.stop();
    await database.drop();
  };
}
