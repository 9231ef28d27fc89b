import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { scratchDatabase, type ScratchDatabaseHandle } from '@journey-canvas/testing/scratch-database';
import { startStrapi, type RunningStrapi } from '@journey-canvas/testing/strapi-server';
import { api, panelToken } from '../support/api';
import { runSql } from '../support/database';

/** How many API (content and admin) and transfer tokens a database holds. */
async function storedTokens(database: ScratchDatabaseHandle['describe']) {
  const count = async (table: string) =>
    Number((await runSql<{ n: number | string }>(database, `SELECT COUNT(*) AS n FROM ${table}`))[0]!.n);
  return { api: await count('strapi_api_tokens'), transfer: await count('strapi_transfer_tokens') };
}

/** Strapi's panel routes that make and list each kind of token, with a body the panel would send. */
const TOKEN_ROUTES: [string, object][] = [
  ['/admin/api-tokens', { name: 'Probe', description: '', type: 'full-access', lifespan: null }],
  ['/admin/admin-tokens', { name: 'Probe', description: '', permissions: [], lifespan: null }],
  ['/admin/transfer/tokens', { name: 'Probe', description: '', permissions: ['push', 'pull'], lifespan: null }],
];

describe("Strapi's API, admin and transfer tokens (decision 035)", () => {
  it('none is left after the first start, although Strapi makes two there, one with full access', async () => {
    expect(await storedTokens(inject('database'))).toEqual({ api: 0, transfer: 0 });
  });

  it("the panel's super admin can neither make nor list one, however the address is spelled", async () => {
    for (const [path, body] of TOKEN_ROUTES) {
      expect((await api(path, { token: panelToken(), body })).status, `POST ${path}`).toBe(404);
      expect((await api(path, { token: panelToken() })).status, `GET ${path}`).toBe(404);
    }
    for (const path of ['/admin/API-Tokens', '/admin/api-tokens/', '/admin/api%2Dtokens', '/admin/admin-tokens/1/regenerate']) {
      expect((await api(path, { token: panelToken(), body: {} })).status, path).toBe(404);
    }
    expect(await storedTokens(inject('database'))).toEqual({ api: 0, transfer: 0 });
  });
});

describe('tokens an older version stored', () => {
  const salt = randomBytes(24).toString('base64');
  const contentKey = randomBytes(64).toString('hex');
  const adminKey = randomBytes(64).toString('hex');
  let database: ScratchDatabaseHandle;
  let strapi: RunningStrapi;

  /** A token row as Strapi writes it: the key kept as its HMAC under the API token salt. */
  const storeApiToken = (name: string, key: string, kind: string, type: string | null) =>
    runSql(
      database.describe,
      'INSERT INTO strapi_api_tokens (document_id, name, description, kind, type, access_key) VALUES (?, ?, ?, ?, ?, ?)',
      [randomUUID(), name, '', kind, type, createHmac('sha512', salt).update(key).digest('hex')],
    );

  beforeAll(async () => {
    database = await scratchDatabase();
    const first = await startStrapi({ ...database.env, API_TOKEN_SALT: salt });
    await first.stop();
    await storeApiToken('Old full access', contentKey, 'content-api', 'full-access');
    await storeApiToken('Old admin token', adminKey, 'admin', null);
    const [token] = await runSql<{ id: number }>(database.describe, "SELECT id FROM strapi_api_tokens WHERE kind = 'admin'");
    await runSql(database.describe, 'INSERT INTO strapi_api_tokens_admin_user_owner_lnk (api_token_id, user_id) VALUES (?, 1)', [
      token!.id,
    ]);
    await runSql(
      database.describe,
      'INSERT INTO strapi_transfer_tokens (document_id, name, description, access_key) VALUES (?, ?, ?, ?)',
      [randomUUID(), 'Old transfer token', '', 'x'.repeat(128)],
    );
    strapi = await startStrapi({ ...database.env, API_TOKEN_SALT: salt });
  }, 120_000);

  afterAll(async () => {
    await strapi?.stop();
    await database.drop();
  });

  it('are deleted on the next start, and their keys open nothing', async () => {
    expect(await storedTokens(database.describe)).toEqual({ api: 0, transfer: 0 });
    const asBearer = (key: string) => ({ headers: { Authorization: `Bearer ${key}` } });
    expect((await fetch(`${strapi.url}/api/admin/blog-posts`, asBearer(contentKey))).status).toBe(401);
    expect((await fetch(`${strapi.url}/api/contact-messages`, asBearer(contentKey))).status).toBe(401);
    expect((await fetch(`${strapi.url}/admin/users/me`, asBearer(adminKey))).status).toBe(401);
  });
});
