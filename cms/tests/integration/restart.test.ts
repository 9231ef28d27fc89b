import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN } from '@journey-canvas/shared/server';
import { ROLE_ACTIONS } from '../../src/bootstrap/users-and-roles';
import { scratchDatabase, type ScratchDatabaseHandle } from '@journey-canvas/testing/scratch-database';
import { startStrapi } from '@journey-canvas/testing/strapi-server';

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

describe('starting twice on the same database', () => {
  let database: ScratchDatabaseHandle;

  beforeAll(async () => {
    database = await scratchDatabase();
  });
  afterAll(() => database.drop());

  it('seeds once and leaves roles, permissions and accounts as they were', async () => {
    const first = await startStrapi(database.env);
    const before = await snapshot(first.url);
    await first.stop();
    const second = await startStrapi(database.env);
    const after = await snapshot(second.url);
    await second.stop();

    expect(before.posts).toBe(14);
    expect(before).toMatchObject({ users: 1, panelAdmins: 1 });
    expect(before.roles).toEqual(['administrator', 'authenticated', 'author', 'contributor', 'editor', 'public']);
    expect(before.administratorActions).toBe(ROLE_ACTIONS.administrator.length);
    expect(after).toEqual(before);
  }, 120_000);
});
