import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN } from '@journey-canvas/shared/server';
import { ROLE_ACTIONS } from '../../src/bootstrap/users-and-roles';
import { scratchDatabase, type ScratchDatabaseHandle } from '@journey-canvas/testing/scratch-database';
import { startStrapi, type RunningStrapi } from '@journey-canvas/testing/strapi-server';
import { runSql, storedTokens } from '../support/database';

/** A JSON answer of Strapi's panel API, read field by field. */
const json = (response: Response): Promise<any> => response.json();

/** What a start may set up, counted from outside through Strapi's panel API. */
async function snapshot(url: string) {
  const login = await fetch(`${url}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEV_ADMIN),
  }).then(json);
  const auth = { Authorization: `Bearer ${login.data.token}` };
  const get = (path: string) => fetch(`${url}${path}`, { headers: auth }).then(json);
  const posts = await get('/content-manager/collection-types/api::blog-post.blog-post?pageSize=100');
  const users = await get('/content-manager/collection-types/plugin::users-permissions.user?pageSize=100');
  const roles = await get('/users-permissions/roles');
  const admins = await get('/admin/users?pageSize=100');
  const administrator = roles.roles.find((role: any) => role.type === 'administrator');
  const permissions = await get(`/users-permissions/roles/${administrator.id}`);
  const granted = Object.values<any>(permissions.role.permissions)
    .flatMap((api) => Object.values<any>(api.controllers))
    .flatMap((controller) =>
      Object.entries<any>(controller)
        .filter(([, value]) => value.enabled)
        .map(([action]) => action),
    );
  return {
    posts: posts.pagination.total,
    users: users.pagination.total,
    roles: roles.roles.map((role: any) => role.type).sort(),
    panelAdmins: admins.data.pagination.total,
    administratorActions: granted.length,
  };
}

/**
 * One database started twice, as an upgrade starts the CMS again on what the version before left.
 * Between the starts it is given what an older version would have left there: stories published
 * before their first live date was kept, and API, admin and transfer tokens (decision 035). The
 * second start must set up nothing again and mend those; one pair of starts serves all three.
 */
let database: ScratchDatabaseHandle;
let second: RunningStrapi | undefined;
let before: Awaited<ReturnType<typeof snapshot>>;
let after: Awaited<ReturnType<typeof snapshot>>;
const salt = randomBytes(24).toString('base64');
const contentKey = randomBytes(64).toString('hex');
const adminKey = randomBytes(64).toString('hex');

/** A token row as Strapi writes it: the key kept as its HMAC under the API token salt. */
const storeApiToken = (name: string, key: string, kind: string, type: string | null) =>
  runSql(
    database.describe,
    'INSERT INTO strapi_api_tokens (document_id, name, description, kind, type, access_key) VALUES (?, ?, ?, ?, ?, ?)',
    [randomUUID(), name, '', kind, type, createHmac('sha512', salt).update(key).digest('hex')],
  );

/** What an older version left: no first live date on any story, and tokens of every kind. */
async function leaveWhatAnOlderVersionLeft() {
  await runSql(database.describe, 'UPDATE blog_posts SET first_published_at = NULL');
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
}

beforeAll(async () => {
  database = await scratchDatabase();
  const env = { ...database.env, API_TOKEN_SALT: salt };
  const first = await startStrapi(env);
  try {
    before = await snapshot(first.url);
  } finally {
    await first.stop();
  }
  await leaveWhatAnOlderVersionLeft();
  second = await startStrapi(env);
  after = await snapshot(second.url);
}, 180_000);
afterAll(async () => {
  await second?.stop();
  await database?.drop();
});

describe('starting twice on the same database', () => {
  it('seeds once and leaves roles, permissions and accounts as they were', () => {
    expect(before.posts).toBe(14);
    expect(before).toMatchObject({ users: 1, panelAdmins: 1 });
    expect(before.roles).toEqual(['administrator', 'authenticated', 'author', 'contributor', 'editor', 'public']);
    expect(before.administratorActions).toBe(ROLE_ACTIONS.administrator.length);
    expect(after).toEqual(before);
  });
});

describe('stories published before the date was kept', () => {
  it('get their live date on the next start', async () => {
    const rows = await runSql<{ kept: unknown; live: unknown }>(
      database.describe,
      `SELECT draft.first_published_at AS kept, live.published_at AS live FROM blog_posts draft
         JOIN blog_posts live ON live.document_id = draft.document_id AND live.locale = draft.locale
           AND live.published_at IS NOT NULL
       WHERE draft.published_at IS NULL`,
    );
    // Each language's version keeps its own date: 14 stories, 4 of them in French too (decision 100).
    expect(rows).toHaveLength(18);
    for (const row of rows) expect(row.kept).toEqual(row.live);
  });
});

describe('tokens an older version stored', () => {
  it('are deleted on the next start, and their keys open nothing', async () => {
    expect(await storedTokens(database.describe)).toEqual({ api: 0, transfer: 0 });
    const asBearer = (key: string) => ({ headers: { Authorization: `Bearer ${key}` } });
    expect((await fetch(`${second!.url}/api/admin/blog-posts`, asBearer(contentKey))).status).toBe(401);
    expect((await fetch(`${second!.url}/api/contact-messages`, asBearer(contentKey))).status).toBe(401);
    expect((await fetch(`${second!.url}/admin/users/me`, asBearer(adminKey))).status).toBe(401);
  });
});
