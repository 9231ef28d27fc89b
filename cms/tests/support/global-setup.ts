import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { scratchDatabase, type ScratchDatabaseHandle } from '@journey-canvas/testing/scratch-database';
import { startStrapi } from '@journey-canvas/testing/strapi-server';
import { DEV_ADMIN } from '@journey-canvas/shared/server';
import { sharedCmsCoverage, writeStartUpCoverage } from './coverage-folders';

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
    /** The CMS's process, which the database-coverage run asks for its coverage after each file. */
    cmsPid: number;
    /** The loopback address the CMS trusts as its reverse proxy (TRUST_PROXY_ADDRESSES); no test but the proxy's sends from it. */
    proxyAddress: string;
  }
}

/** A reverse proxy's address for the CMS to trust: no other test sends from it, so theirs are judged as direct clients. */
const PROXY_ADDRESS = '127.0.0.254';

/** One real Strapi for the integration run, on a temporary SQLite file or a scratch PostgreSQL database. */
export default async function setup(project: TestProject) {
  const database = await scratchDatabase();
  const previewSecret = randomBytes(24).toString('base64');
  const jwtSecret = randomBytes(24).toString('base64');
  const purgeSecret = randomBytes(24).toString('base64');
  if (process.env.CMS_COVERAGE_BASE) process.env.CMS_COVERAGE_DIR = sharedCmsCoverage(process.env.CMS_COVERAGE_BASE);
  const strapi = await startStrapi({
    ...database.env,
    PREVIEW_SECRET: previewSecret,
    JWT_SECRET: jwtSecret,
    WEB_PURGE_SECRET: purgeSecret,
    TRUST_PROXY_ADDRESSES: PROXY_ADDRESS,
  });
  console.log(`Integration tests against Strapi at ${strapi.url} on ${database.describe.client}`);
  project.provide('cmsUrl', strapi.url);
  project.provide('cmsTempDir', strapi.tempDir);
  project.provide('previewSecret', previewSecret);
  project.provide('jwtSecret', jwtSecret);
  project.provide('database', database.describe);
  project.provide('purgeSecret', purgeSecret);
  project.provide('cmsLogFile', strapi.logFile);
  project.provide('cmsPid', strapi.pid);
  project.provide('proxyAddress', PROXY_ADDRESS);
  if (process.env.CMS_COVERAGE_BASE) await writeStartUpCoverage(strapi.pid, process.env.CMS_COVERAGE_DIR!);
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
