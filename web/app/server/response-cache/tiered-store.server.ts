/**
 * The response cache of several site replicas: this process's memory in front, Redis behind it.
 * A page rendered by one replica (its bodies and compressed copies, with their ETags) is found by
 * the others in Redis and kept in their memory; a hit in memory never waits for Redis. A purge
 * drops the pages from Redis by tag; the other replicas drop theirs from memory when told over
 * pub/sub (purge.server.ts). While Redis is away, each replica works from its memory alone.
 */
import type { SharedRedis } from '@journey-canvas/shared/server';
import type { Redis } from 'ioredis';
import { pageFromRecord, pageMeta } from './page-record.server';
import type { CachedPage, MemoryPageStore, PageStore, PurgeScope, PurgeSelector } from './store.server';

/** Keys under the site's Redis prefix: pages, the set of page keys of each tag, and the purge count. */
const PAGE = 'site:page:';
const TAG = 'site:tag:';
const PURGES = 'site:purges';

// Tag sets name their page keys without the connection's prefix, so the scripts are given it.
// Both scripts touch keys they compute, which a Redis Cluster would refuse: one Redis server is meant.
const STORE = `
if (redis.call('GET', KEYS[2]) or '0') ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'meta', ARGV[3], 'identity', ARGV[4])
if ARGV[5] ~= '' then redis.call('HSET', KEYS[1], 'gzip', ARGV[5]) end
if ARGV[6] ~= '' then redis.call('HSET', KEYS[1], 'br', ARGV[6]) end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
for i = 9, #ARGV do
  local tag = ARGV[8] .. '${TAG}' .. ARGV[i]
  redis.call('SADD', tag, ARGV[7])
  redis.call('PEXPIRE', tag, ARGV[2])
end
return 1`;

const PURGE = `
local dropped = 0
for i = 2, #ARGV do
  local tag = ARGV[1] .. '${TAG}' .. ARGV[i]
  for _, key in ipairs(redis.call('SMEMBERS', tag)) do
    dropped = dropped + redis.call('DEL', ARGV[1] .. '${PAGE}' .. key)
  end
  redis.call('DEL', tag)
end
redis.call('INCR', KEYS[1])
return dropped`;

type PageRedis = Redis & {
  storePage(page: string, purges: string, ...args: (string | Buffer | number)[]): Promise<number>;
  purgePages(purges: string, prefix: string, ...tags: string[]): Promise<number>;
};

export interface TieredPageStoreOptions {
  /** How long Redis keeps a page: past its freshness, so an outage of the CMS can still be bridged. */
  lifetimeMs: number;
  keyPrefix: string;
  now?: () => number;
}

export class TieredPageStore implements PageStore {
  private readonly redis: PageRedis;
  private readonly now: () => number;

  constructor(
    private readonly memory: MemoryPageStore,
    private readonly shared: SharedRedis,
    private readonly options: TieredPageStoreOptions,
  ) {
    this.redis = shared.redis as PageRedis;
    this.redis.defineCommand('storePage', { numberOfKeys: 2, lua: STORE });
    this.redis.defineCommand('purgePages', { numberOfKeys: 1, lua: PURGE });
    this.now = options.now ?? Date.now;
  }

  /** A fresh page in memory at once; otherwise Redis's copy, if it is newer than memory's. */
  get(key: string): CachedPage | undefined | Promise<CachedPage | undefined> {
    const local = this.memory.get(key);
    if (local && local.freshUntil > this.now()) return local;
    return this.shared.orElse(
      async (redis) => {
        const remote = decode(await redis.hgetallBuffer(PAGE + key));
        if (!remote || (local && remote.storedAt <= local.storedAt)) return local;
        this.memory.set(key, remote);
        return remote;
      },
      () => local,
    );
  }

  async set(key: string, page: CachedPage, version?: string): Promise<void> {
    // Without a version Redis was away when the render began: the page stays in this process.
    const stored =
      version === undefined
        ? true
        : await this.shared.orElse(
            async (redis) => {
              const [meta, ...bodies] = encode(page);
              const args = [version, this.options.lifetimeMs, meta, ...bodies, key, this.options.keyPrefix, ...page.tags];
              return (await (redis as PageRedis).storePage(PAGE + key, PURGES, ...args)) === 1;
            },
            () => true,
          );
    // Refused: a purge came after its render began, so it may show what the purge was about.
    if (stored) this.memory.set(key, page);
  }

  async delete(key: string): Promise<void> {
    this.memory.delete(key);
    await this.shared.orElse(
      (redis) => redis.del(PAGE + key),
      () => 0,
    );
  }

  /** Answers how many pages went, from Redis when it answered, otherwise from this process's memory. */
  keysMatching(selector: PurgeSelector): string[] {
    return this.memory.keysMatching(selector);
  }

  async purge(selector: PurgeSelector, scope: PurgeScope = 'everywhere'): Promise<number> {
    const here = this.memory.purge(selector);
    if (scope === 'here' || !('tags' in selector)) return here;
    return this.shared.orElse(
      (redis) => (redis as PageRedis).purgePages(PURGES, this.options.keyPrefix, ...selector.tags),
      () => here,
    );
  }

  version(): Promise<string | undefined> {
    return this.shared.orElse(
      async (redis) => (await redis.get(PURGES)) ?? '0',
      () => undefined,
    );
  }
}

/** A page as Redis keeps it: its metadata as JSON, each body as its own field. */
function encode(page: CachedPage): [string, Buffer, Buffer | string, Buffer | string] {
  return [pageMeta(page), page.identity.body, page.gzip?.body ?? '', page.br?.body ?? ''];
}

function decode(fields: Record<string, Buffer>): CachedPage | undefined {
  return pageFromRecord(fields.meta?.toString('utf8'), fields);
}
