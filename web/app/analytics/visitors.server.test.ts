import { randomUUID } from 'node:crypto';
import { connectRedis, type SharedRedis } from '@journey-canvas/shared/server';
import { listens } from '@journey-canvas/testing/listens';
import { afterAll, describe, expect, it } from 'vitest';
import { visitorDaysInRedis } from './visitors.server';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisListens = await listens(REDIS_URL, 6379);
if (!redisListens) console.info(`Visitors shared through Redis not tested: nothing listens at ${REDIS_URL}`);

const quiet = { info: () => undefined, warn: () => undefined };
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:135.0) Gecko/20100101 Firefox/135.0';

describe.runIf(redisListens)('visitors shared by replicas through Redis', () => {
  const prefix = `test-${randomUUID()}:`;
  const connections: SharedRedis[] = [];
  const replica = async () => {
    const shared = connectRedis(REDIS_URL, quiet, { name: 'site', keyPrefix: prefix });
    connections.push(shared);
    expect(await shared.ready()).toBe(true);
    return visitorDaysInRedis(shared);
  };
  const day = (offset: number) => new Date(Date.now() + offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  afterAll(async () => {
    const [first] = connections;
    if (first) await first.redis.del(...(await first.redis.keys(`${prefix}*`)).map((key) => key.slice(prefix.length)));
    for (const shared of connections) shared.redis.disconnect();
  });

  it('count a reader once a day whichever replica answers, anew the next day, and keep no address', async () => {
    const [a, b] = [await replica(), await replica()];
    const [today, tomorrow] = [day(0), day(1)];
    const visit = (day: string, address: string) => ({ day, address, userAgent: FIREFOX });
    expect(await a.firstVisits([visit(today, '198.51.100.1'), visit(today, '198.51.100.1')])).toEqual([true, false]);
    expect(await b.firstVisits([visit(today, '198.51.100.1'), visit(today, '198.51.100.2')])).toEqual([false, true]);
    expect(await b.firstVisits([visit(tomorrow, '198.51.100.1')])).toEqual([true]);
    const stored = connections[0]!.redis;
    const keys = (await stored.keys(`${prefix}analytics:*`)).map((key) => key.slice(prefix.length));
    const values = await Promise.all(
      keys.map((key) => (key.includes(':salt:') ? stored.get(key).then((salt) => [salt!]) : stored.smembers(key))),
    );
    expect(JSON.stringify(values)).not.toContain('198.51.100');
    // A salt for each day, and it ends with its day.
    expect(keys.filter((key) => key.includes(':salt:')).sort()).toEqual([
      `analytics:salt:${today}`,
      `analytics:salt:${tomorrow}`,
    ]);
    const ttl = await stored.ttl(`analytics:salt:${today}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(25 * 60 * 60);
  });
});
