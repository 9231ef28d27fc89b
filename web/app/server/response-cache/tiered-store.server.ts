/**
 * Response cache for several replicas: memory in front, Redis behind. A memory hit never waits for Redis,
 * and while Redis is away each replica works from memory alone. Generations: decision 081.
 */
import type { SharedRedis } from '@journey-canvas/shared/server';
import type { Redis } from 'ioredis';
import { pageFromRecord, pageMeta } from './page-record.server';
import {
  GenerationQuestion,
  ofAdoptedGeneration,
  type CachedPage,
  type MemoryPageStore,
  type PageStore,
  type PurgeScope,
  type PurgeSelector,
} from './store.server';

const PAGE = 'site:page:';
const TAG = 'site:tag:';
const PURGES = 'site:purges';
const GENERATION = 'site:generation';
/** How long adopting a content generation waits for a connection still being made. */
const CONNECTING_MS = 1000;
const DROP_BATCH = 500;

// Tag sets name their page keys without the connection's prefix, so the scripts are given it.
// Both scripts touch keys they compute, which a Redis Cluster would refuse: one Redis server is meant.
const STORE = `
if (redis.call('GET', KEYS[2]) or '0') ~= ARGV[1] then return 0 end
if redis.call('GET', KEYS[3]) ~= ARGV[9] then return 0 end
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'meta', ARGV[3], 'identity', ARGV[4], 'generation', ARGV[9])
if ARGV[5] ~= '' then redis.call('HSET', KEYS[1], 'gzip', ARGV[5]) end
if ARGV[6] ~= '' then redis.call('HSET', KEYS[1], 'br', ARGV[6]) end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
for i = 10, #ARGV do
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
  storePage(page: string, purges: string, generation: string, ...args: (string | Buffer | number)[]): Promise<number>;
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
  private adopted: string | undefined;
  private readonly generationQuestion = new GenerationQuestion();

  constructor(
    private readonly memory: MemoryPageStore,
    private readonly shared: SharedRedis,
    private readonly options: TieredPageStoreOptions,
  ) {
    this.redis = shared.redis as PageRedis;
    this.redis.defineCommand('storePage', { numberOfKeys: 3, lua: STORE });
    this.redis.defineCommand('purgePages', { numberOfKeys: 1, lua: PURGE });
    this.now = options.now ?? Date.now;
  }

  /** A fresh page in memory at once; otherwise Redis's copy if newer, once the CMS has said its generation. */
  get(key: string): CachedPage | undefined | Promise<CachedPage | undefined> {
    const local = this.memory.get(key);
    if (local && local.freshUntil > this.now()) return local;
    const pending = this.generationQuestion.pending;
    if (pending) return pending.then(() => this.get(key));
    return this.shared.orElse(
      async (redis) => {
        const fields = await redis.hgetallBuffer(PAGE + key);
        const remote = ofAdoptedGeneration(decode(fields), fields.generation?.toString('utf8'), this.adopted);
        if (!remote || (local && remote.storedAt <= local.storedAt)) return local;
        this.memory.set(key, remote);
        return remote;
      },
      () => local,
    );
  }

  async set(key: string, page: CachedPage, version?: string): Promise<void> {
    // No version: Redis was away when the render began; no generation: the CMS has not said. It stays here.
    const { adopted } = this;
    const stored =
      version === undefined || adopted === undefined
        ? true
        : await this.shared.orElse(
            async (redis) => {
              const [meta, ...bodies] = encode(page);
              const { lifetimeMs, keyPrefix } = this.options;
              const args = [version, lifetimeMs, meta, ...bodies, key, keyPrefix, adopted, ...page.tags];
              return (await (redis as PageRedis).storePage(PAGE + key, PURGES, GENERATION, ...args)) === 1;
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

  keysMatching(selector: PurgeSelector): string[] {
    return this.memory.keysMatching(selector);
  }

  /** Answers Redis's count when it answered, otherwise this process's. */
  async purge(selector: PurgeSelector, scope: PurgeScope = 'everywhere'): Promise<number> {
    const here = this.memory.purge(selector);
    if (scope === 'here' || !('tags' in selector)) return here;
    return this.shared.orElse(
      (redis) => (redis as PageRedis).purgePages(PURGES, this.options.keyPrefix, ...selector.tags),
      () => here,
    );
  }

  /** Nothing is recorded while Redis is away or connecting: the site asks again once connected (purge.server.ts). */
  async adoptContentGeneration(generation: string): Promise<boolean> {
    // Memory holds only pages of the generation adopted before (Redis's of another are never read).
    if (this.adopted !== generation) this.memory.purge({ everything: true });
    this.adopted = generation;
    // A command sent before the connection is up fails at once, which would count as an outage.
    if (!(await this.shared.ready(CONNECTING_MS))) return false;
    return this.shared.orElse(
      async (redis) => {
        const previous = await redis.set(GENERATION, generation, 'GET');
        if (previous === generation) return false;
        await this.dropSharedPages(redis);
        return previous !== null;
      },
      () => false,
    );
  }

  awaitContentGeneration(asked: Promise<unknown>): void {
    this.generationQuestion.asked(asked);
  }

  /** Deletes every page key (tag sets stay: a missing page in one is skipped, and they expire with their pages). */
  private async dropSharedPages(redis: Redis): Promise<void> {
    const { keyPrefix } = this.options;
    // SCAN neither adds the connection's prefix to its pattern nor strips it from the keys it finds.
    const match = `${keyPrefix.replace(/[*?[\]\\]/g, '\\$&')}${PAGE}*`;
    for await (const found of redis.scanStream({ match, count: DROP_BATCH }) as AsyncIterable<string[]>) {
      if (found.length > 0) await redis.unlink(...found.map((name) => name.slice(keyPrefix.length)));
    }
  }

  version(): Promise<string | undefined> {
    return this.shared.orElse(
      async (redis) => (await redis.get(PURGES)) ?? '0',
      () => undefined,
    );
  }
}

function encode(page: CachedPage): [string, Buffer, Buffer | string, Buffer | string] {
  return [pageMeta(page), page.identity.body, page.gzip?.body ?? '', page.br?.body ?? ''];
}

function decode(fields: Record<string, Buffer>): CachedPage | undefined {
  return pageFromRecord(fields.meta?.toString('utf8'), fields);
}
