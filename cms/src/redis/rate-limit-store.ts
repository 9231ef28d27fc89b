import type { Redis } from 'ioredis';
import { Stores } from 'koa2-ratelimit';
import type { SharedRedis } from '@journey-canvas/shared/server';
import { getSharedRedis } from './shared';

interface LimitOptions {
  interval: number;
}

const HIT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
if count == tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

type LimitRedis = Redis & { rateLimitHit(key: string, weight: number, intervalMs: number): Promise<[number, number]> };

/** Shared by every replica (decision 024); while Redis is away memory counts, so the limit holds rather than opens. */
export class RedisRateLimitStore extends Stores.Store {
  private readonly memory = new Stores.Memory();

  constructor(private readonly shared: SharedRedis) {
    super();
    shared.redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT });
  }

  async incr(key: string, options: LimitOptions, weight: number) {
    return this.shared.orElse(
      async (redis) => {
        const [counter, ttl] = await (redis as LimitRedis).rateLimitHit(`ratelimit:${key}`, weight, options.interval);
        return { counter, dateEnd: Date.now() + Math.max(ttl, 0) };
      },
      () => this.memory.incr(key, options, weight),
    );
  }

  async decrement(key: string, options: LimitOptions, weight: number) {
    await this.shared.orElse<unknown>(
      (redis) => redis.decrby(`ratelimit:${key}`, weight),
      () => this.memory.decrement(key, options, weight),
    );
  }

  saveAbuse() {}
}

let counters: InstanceType<typeof Stores.Memory> | RedisRateLimitStore | undefined;

/** Counters outside users-permissions (reader questions, newsletter confirmations). */
export function sharedCounters() {
  if (!counters) {
    const redis = getSharedRedis();
    counters = redis ? new RedisRateLimitStore(redis) : new Stores.Memory();
  }
  return counters;
}
