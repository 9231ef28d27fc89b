import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { connectRedis, type Logger, type SharedRedis } from '@journey-canvas/shared/server';
import { RedisRateLimitStore } from '../redis/rate-limit-store';
import { RedisFailureThrottle } from './redis-failure-throttle';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisListens = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = net.connect(Number(port || 6379), hostname, () => resolve(!!socket.end()));
  socket.on('error', () => resolve(false));
});
if (!redisListens) console.info(`Redis-backed counters not tested: nothing listens at ${REDIS_URL}`);

/** This run's keys, apart from any other user of the same Redis. */
const keyPrefix = `test-${randomUUID()}:`;
const quiet = { info: () => {}, warn: () => {} };
const connections: SharedRedis[] = [];
const open = (url: string, log: Logger = quiet) => {
  const shared = connectRedis(url, log, { name: 'test', keyPrefix });
  connections.push(shared);
  return shared;
};
/** A replica's connection, once it is up (as the CMS waits for it at start). */
const connect = async () => {
  const shared = open(REDIS_URL);
  expect(await shared.ready()).toBe(true);
  return shared;
};
afterAll(() => connections.forEach((shared) => shared.redis.disconnect()));

describe.runIf(redisListens)('failure counters in Redis', () => {
  it('counts failures from every replica against one limit, and the lock outlives a restart', async () => {
    const name = randomUUID();
    const replicaA = new RedisFailureThrottle(await connect(), name, 5, 60_000);
    const replicaB = new RedisFailureThrottle(await connect(), name, 5, 60_000);
    for (const replica of [replicaA, replicaB, replicaA, replicaB, replicaA]) expect(await replica.attempt('ip|ana')).toBe(0);
    expect(await replicaB.attempt('ip|ana')).toBeGreaterThan(59_000);
    expect(await replicaA.attempt('ip|ana')).toBeGreaterThan(59_000);
    expect(await replicaA.attempt('ip|other')).toBe(0);

    const restarted = new RedisFailureThrottle(await connect(), name, 5, 60_000);
    expect(await restarted.attempt('ip|ana')).toBeGreaterThan(59_000);
    await restarted.reset('ip|ana');
    expect(await replicaB.attempt('ip|ana')).toBe(0);
  });

  it('takes back an attempt that was no failure, lifting the lock it caused', async () => {
    const throttle = new RedisFailureThrottle(await connect(), randomUUID(), 2, 60_000);
    expect(await throttle.attempt('k')).toBe(0);
    expect(await throttle.attempt('k')).toBe(0);
    await throttle.forgive('k');
    expect(await throttle.attempt('k')).toBe(0);
    expect(await throttle.attempt('k')).toBeGreaterThan(0);
  });

  it('counts the auth rate limit of every replica together', async () => {
    const key = randomUUID();
    const [a, b] = [new RedisRateLimitStore(await connect()), new RedisRateLimitStore(await connect())];
    expect((await a.incr(key, { interval: 60_000 }, 1)).counter).toBe(1);
    expect((await b.incr(key, { interval: 60_000 }, 1)).counter).toBe(2);
    const { counter, dateEnd } = await a.incr(key, { interval: 60_000 }, 1);
    expect(counter).toBe(3);
    expect(dateEnd - Date.now()).toBeGreaterThan(59_000);
  });
});

describe('with Redis unreachable', () => {
  it('keeps counting in memory, says so once, and never opens the door', async () => {
    const warnings: string[] = [];
    const unreachable = open('redis://127.0.0.1:1', { info: () => {}, warn: (message: string) => void warnings.push(message) });
    expect(await unreachable.ready(500)).toBe(false);
    const throttle = new RedisFailureThrottle(unreachable, randomUUID(), 3, 60_000);
    for (let i = 0; i < 3; i += 1) expect(await throttle.attempt('k')).toBe(0);
    expect(await throttle.attempt('k')).toBeGreaterThan(59_000);
    const store = new RedisRateLimitStore(unreachable);
    expect((await store.incr(randomUUID(), { interval: 60_000 }, 1)).counter).toBe(1);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Redis unavailable .*fall back to this process's memory/);
  });
});
