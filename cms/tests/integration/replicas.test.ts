import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN } from '@journey-canvas/shared/server';
import { answerWhileStopping } from '@journey-canvas/testing/in-flight';
import { scratchDatabase, type ScratchDatabaseHandle } from '@journey-canvas/testing/scratch-database';
import { startStrapi, type RunningStrapi } from '@journey-canvas/testing/strapi-server';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisListens = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = net.connect(Number(port || 6379), hostname, () => resolve(!!socket.end()));
  socket.on('error', () => resolve(false));
});
if (!redisListens) console.info(`CMS replicas not tested: no Redis listens at ${REDIS_URL}`);

const login = (cms: RunningStrapi, password: string) =>
  fetch(`${cms.url}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: DEV_ADMIN.email, password }),
  }).then((response) => response.status);

const ready = (cms: RunningStrapi) =>
  fetch(`${cms.url}/api/health/ready`).then(async (response) => [response.status, await response.json()]);

/** Two CMS processes on one database and one Redis, as production scales out. */
describe.runIf(redisListens)('two CMS replicas sharing Redis', () => {
  let database: ScratchDatabaseHandle;
  const replicas: RunningStrapi[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await scratchDatabase();
    env = {
      ...database.env,
      SEED_DEMO_CONTENT: 'false',
      REDIS_URL,
      REDIS_KEY_PREFIX: `test-${randomUUID()}:`,
      LOGIN_COOLDOWN_SECONDS: '120',
    };
    // One after the other: the first creates the tables.
    replicas.push(await startStrapi(env));
    replicas.push(await startStrapi(env));
  }, 180_000);
  afterAll(async () => {
    await Promise.all(replicas.map((cms) => cms.stop()));
    await database?.drop();
  });

  it('say at start that their counters live in Redis, and are ready', async () => {
    for (const cms of replicas) {
      expect(fs.readFileSync(cms.logFile, 'utf8')).toMatch(
        /Shared stores: .*login and rate-limit counters in Redis at 127\.0\.0\.1:6379/,
      );
      expect(await ready(cms)).toEqual([200, { status: 'ready', database: 'ok', redis: 'ok' }]);
    }
  });

  it('lock an account on both after five failures spread over them, and keep it locked across a restart', async () => {
    const [a, b] = replicas as [RunningStrapi, RunningStrapi];
    const statuses = [];
    for (const cms of [a, b, a, b, a]) statuses.push(await login(cms, `wrong-${randomUUID()}`));
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    expect(await login(b, DEV_ADMIN.password)).toBe(429);
    expect(await login(a, DEV_ADMIN.password)).toBe(429);

    await b.stop();
    replicas[1] = await startStrapi(env);
    expect(await login(replicas[1]!, DEV_ADMIN.password)).toBe(429);
  });

  it('answer a request in flight when told to stop, and only then exit', async () => {
    const cms = replicas[0]!;
    // A login whose body is still on its way when SIGTERM arrives: in flight for certain.
    const body = JSON.stringify({ identifier: `${randomUUID()}@example.com`, password: 'not-it' });
    expect([400, 429]).toContain(
      await answerWhileStopping(`${cms.url}/api/auth/local`, body, () => process.kill(cms.pid, 'SIGTERM')),
    );
    await cms.stop();
    expect(fs.readFileSync(cms.logFile, 'utf8')).toMatch(/SIGTERM: draining 1 request\(s\) in flight, then stopping/);
  });
});

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
