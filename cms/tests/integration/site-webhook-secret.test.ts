import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN } from '@journey-canvas/shared/server';
import { scratchDatabase, type ScratchDatabaseHandle } from '@journey-canvas/testing/scratch-database';
import { startStrapi } from '@journey-canvas/testing/strapi-server';
import { runSql } from '../support/database';

/** What the site's purge address receives: each call's event and Authorization header. */
function purgeRecorder() {
  const calls: { event: string; authorization: string }[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      calls.push({ event: JSON.parse(body || '{}').event, authorization: request.headers.authorization ?? '' });
      response.end('{}');
    });
  });
  return { server, calls };
}

/** A change through the admin API (a redirect made), which Strapi's webhook runner tells the site of. */
async function changeContent(url: string) {
  const login = await fetch(`${url}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: DEV_ADMIN.email, password: DEV_ADMIN.password }),
  }).then((response) => response.json() as Promise<{ jwt: string }>);
  const created = await fetch(`${url}/api/admin/redirects`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${login.jwt}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ from: `/old-trip-${Date.now()}`, to: '/articles' }),
  });
  expect(created.status).toBe(201);
}

/**
 * The site's purge secret also signs the reader address header and the
 * question form's token, and every backup copies the database: the secret is not kept there.
 */
describe("the site's purge secret", () => {
  let database: ScratchDatabaseHandle;
  const recorder = purgeRecorder();
  const secret = `purge-secret-${Date.now()}-kept-out-of-the-database`;
  let env: Record<string, string>;
  const storedWebhooks = async () =>
    (await runSql<{ name: string; headers: unknown }>(database.describe, 'SELECT name, headers FROM strapi_webhooks')).map(
      (row) => ({ name: row.name, headers: typeof row.headers === 'string' ? row.headers : JSON.stringify(row.headers) }),
    );

  beforeAll(async () => {
    database = await scratchDatabase();
    await new Promise<void>((resolve) => recorder.server.listen(0, '127.0.0.1', resolve));
    const { port } = recorder.server.address() as AddressInfo;
    env = {
      ...database.env,
      SEED_DEMO_CONTENT: 'false',
      WEB_PURGE_SECRET: secret,
      WEB_PURGE_URL: `http://127.0.0.1:${port}/api/cache/purge`,
    };
  });
  afterAll(async () => {
    recorder.server.close();
    await database.drop();
  });

  it('reaches the site from the environment and is never stored, and a stored one from before goes at start', async () => {
    const first = await startStrapi(env);
    try {
      await changeContent(first.url);
      // Strapi's runner sends the webhook on its own time.
      await expect.poll(() => recorder.calls.filter((call) => call.event === 'entry.create')).not.toEqual([]);
    } finally {
      await first.stop();
    }
    // The webhook carries the secret, as the start's announcement does.
    expect(new Set(recorder.calls.map((call) => call.authorization))).toEqual(new Set([`Bearer ${secret}`]));
    const [webhook, ...others] = await storedWebhooks();
    expect(others).toEqual([]);
    expect(webhook!.name).toBe('Journey Canvas site cache');
    expect(webhook!.headers).not.toContain(secret);
    expect(webhook!.headers.toLowerCase()).not.toContain('authorization');

    // A database from an earlier version, which kept the secret in the webhook's headers.
    const earlier = JSON.stringify({ Authorization: `Bearer ${secret}`, 'X-Content-Generation': 'g' });
    await runSql(database.describe, 'UPDATE strapi_webhooks SET headers = ?', [earlier]);
    recorder.calls.length = 0;
    const second = await startStrapi(env);
    try {
      await changeContent(second.url);
      await expect.poll(() => recorder.calls.filter((call) => call.event === 'entry.create')).not.toEqual([]);
    } finally {
      await second.stop();
    }
    expect(new Set(recorder.calls.map((call) => call.authorization))).toEqual(new Set([`Bearer ${secret}`]));
    expect((await storedWebhooks())[0]!.headers).not.toContain(secret);
  }, 300_000);
});
