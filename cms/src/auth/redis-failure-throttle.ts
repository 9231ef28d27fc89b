import type { Redis } from 'ioredis';
import type { SharedRedis } from '@journey-canvas/shared/server';
import { FailureThrottle, type FailureCounter } from './failure-throttle';

// One script per step, so replicas answering at the same moment still count every attempt once.
const ATTEMPT = `
local wait = redis.call('PTTL', KEYS[2])
if wait > 0 then return wait end
local failures = redis.call('INCR', KEYS[1])
if failures == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if failures >= tonumber(ARGV[1]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[2])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0`;

const FORGIVE = `
if tonumber(redis.call('GET', KEYS[1]) or '0') <= 0 then return 0 end
if redis.call('DECR', KEYS[1]) < tonumber(ARGV[1]) then redis.call('DEL', KEYS[2]) end
return 0`;

type ThrottleRedis = Redis & {
  failureAttempt(failures: string, block: string, limit: number, cooldownMs: number): Promise<number>;
  failureForgive(failures: string, block: string, limit: number): Promise<number>;
};

function withScripts(redis: Redis): ThrottleRedis {
  if (!('failureAttempt' in redis)) {
    redis.defineCommand('failureAttempt', { numberOfKeys: 2, lua: ATTEMPT });
    redis.defineCommand('failureForgive', { numberOfKeys: 2, lua: FORGIVE });
  }
  return redis as ThrottleRedis;
}

/** Also counted in memory, which decides while Redis is away, so an outage never opens the door. */
export class RedisFailureThrottle implements FailureCounter {
  private readonly memory: FailureThrottle;

  constructor(
    private readonly shared: SharedRedis,
    private readonly name: string,
    private readonly limit: number,
    private readonly cooldownMs: number,
  ) {
    this.memory = new FailureThrottle(limit, cooldownMs);
    withScripts(shared.redis);
  }

  private keys(key: string): [string, string] {
    return [`login:${this.name}:failures:${key}`, `login:${this.name}:blocked:${key}`];
  }

  attempt(key: string): Promise<number> {
    const inMemory = this.memory.attempt(key);
    return this.shared.orElse(
      (redis) => withScripts(redis).failureAttempt(...this.keys(key), this.limit, this.cooldownMs),
      () => inMemory,
    );
  }

  async forgive(key: string): Promise<void> {
    this.memory.forgive(key);
    await this.shared.orElse(
      (redis) => withScripts(redis).failureForgive(...this.keys(key), this.limit),
      () => 0,
    );
  }

  async reset(key: string): Promise<void> {
    this.memory.reset(key);
    await this.shared.orElse(
      (redis) => redis.del(...this.keys(key)),
      () => 0,
    );
  }
}
