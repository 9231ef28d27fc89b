import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { connectRedis, type SharedRedis } from '@journey-canvas/shared/server';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from './rate-limit.server';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisListens = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = net.connect(Number(port || 6379), hostname, () => resolve(!!socket.end()));
  socket.on('error', () => resolve(false));
});
if (!redisListens) console.info(`The client-error limit in Redis not tested: nothing listens at ${REDIS_URL}`);

describe('createRateLimiter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows the limit per key and window, then refuses until the window ends', async () => {
    const limiter = createRateLimiter({ name: 'test', limit: 3, windowSeconds: 60 }, undefined);
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await limiter.allow('1.2.3.4'));
    expect(results).toEqual([true, true, true, false]);
    expect(await limiter.allow('5.6.7.8')).toBe(true);
    vi.advanceTimersByTime(59_000);
    expect(await limiter.allow('1.2.3.4')).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(await limiter.allow('1.2.3.4')).toBe(true);
  });
});

describe.runIf(redisListens)('createRateLimiter with Redis', () => {
  const connections: SharedRedis[] = [];
  const warnings: string[] = [];
  const open = async (url: string) => {
    const shared = connectRedis(
      url,
      { info: () => {}, warn: (message) => warnings.push(message) },
      { keyPrefix: `test-${randomUUID()}:` },
    );
    connections.push(shared);
    await shared.ready(1000);
    return shared;
  };
  afterAll(() => connections.forEach((shared) => shared.redis.disconnect()));

  it('counts the requests of every replica against one limit', async () => {
    const shared = await open(REDIS_URL);
    const [replicaA, replicaB] = [1, 2].map(() => createRateLimiter({ name: 'errors', limit: 3, windowSeconds: 60 }, shared));
    const results = [];
    for (const replica of [replicaA!, replicaB!, replicaA!, replicaB!]) results.push(await replica.allow('1.2.3.4'));
    expect(results).toEqual([true, true, true, false]);
  });

  it('keeps limiting in process memory while Redis is away, and says so', async () => {
    const limiter = createRateLimiter({ name: 'errors', limit: 2, windowSeconds: 60 }, await open('redis://127.0.0.1:1'));
    const results = [];
    for (let i = 0; i < 3; i += 1) results.push(await limiter.allow('1.2.3.4'));
    expect(results).toEqual([true, true, false]);
    expect(warnings).toEqual([expect.stringMatching(/^Redis unavailable .*ECONNREFUSED/)]);
  });
});
