import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN } from '@journey-canvas/shared/server';
import { scratchDatabase, type ScratchDatabaseHandle } from '@journey-canvas/testing/scratch-database';
import { startStrapi, type RunningStrapi } from '@journey-canvas/testing/strapi-server';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisListens = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = net.connect(Number(port || 6379), hostname, () => resolve(!!socket.end()));
  socket.on('error', () => resolve(false));
});
if (!redisListens) console.info(`A CMS whose Redis is down not tested: no Redis listens at ${REDIS_URL}`);

const login = (cms: RunningStrapi, password: string) =>
  fetch(`${cms.url}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: DEV_ADMIN.email, password }),
  }).then((response) => response.status);

const ready = (cms: RunningStrapi) =>
  fetch(`${cms.url}/api/health/ready`).then(async (response) => [response.status, await response.json()]);

/**
 * Two CMS replicas sharing Redis (their counters there, a login lockout spread over both and kept
 * across a restart, a request in flight answered while one stops) are tested with two site
 * replicas on PostgreSQL, Redis and S3: web/tests/integration/replicas.test.ts.
 */
describe.runIf(redisListens)('a CMS whose Redis is down', () => {
  let database: ScratchDatabaseHandle;
  let cms: RunningStrapi;

  beforeAll(async () => {
    database = await scratchDatabase();
    cms = await startStrapi({
      ...database.env,
      SEED_DEMO_CONTENT: 'false',
      REDIS_URL: 'redis://127.0.0.1:1',
      LOGIN_COOLDOWN_SECONDS: '120',
    });
  }, 120_000);
  afterAll(async () => {
    await cms?.stop();
    await database?.drop();
  });

  it('keeps serving, says so, and still locks an account in its own memory', async () => {
    expect(fs.readFileSync(cms.logFile, 'utf8')).toMatch(
      /counters in process memory for now: Redis at 127\.0\.0\.1:1 does not answer yet/,
    );
    expect(await ready(cms)).toEqual([200, { status: 'ready', database: 'ok', redis: 'unavailable' }]);
    for (let i = 0; i < 5; i += 1) expect(await login(cms, `wrong-${i}`)).toBe(400);
    expect(await login(cms, DEV_ADMIN.password)).toBe(429);
    expect(fs.readFileSync(cms.logFile, 'utf8')).toMatch(/\[redis\] Redis unavailable .*fall back to this process's memory/);
  });
});
