import { purgePost } from '../data/client/answer-cache.server';
import { adoptContentGeneration, adoptedContentGeneration, confirmContentGeneration } from './content-generation.server';
import { logEvent } from '../platform/log.server';
import { ORIGIN, replicaChannel, tellReplicas, type ReplicaMessage } from './replica-messages.server';
import { articleKey, FRONT_PAGES, TAGS } from './response-cache/rules.server';
import { siteRedis } from '../platform/redis.server';
import { responseCache } from './response-cache/instance.server';
import { warmCache } from './response-cache/warm.server';
import type { PurgeScope } from './response-cache/store.server';

/** Purges that could not be announced while Redis was away, done again when it is back. */
const unannounced = new Set<string | undefined>();
let wholeSiteUnannounced = false;

type Dropped = { data: number; pages: number };

/** One webhook call reaches every replica: Redis's tier is purged and the others told to purge their memory. */
export async function purgePostChange(slug: string | undefined): Promise<Dropped> {
  const dropped = await purgeHere(slug, 'everywhere');
  if (await tellReplicas({ slug: slug ?? null })) unannounced.delete(slug);
  else unannounced.add(slug);
  return dropped;
}

/** Settings show on every page (decision 048), so every page and CMS answer goes, on every replica. */
export async function purgeWholeSite(): Promise<Dropped> {
  const dropped = await purgeEverythingHere('everywhere');
  wholeSiteUnannounced = !(await tellReplicas({ slug: null, all: true }));
  return dropped;
}

async function purgeEverythingHere(scope: PurgeScope): Promise<Dropped> {
  const data = purgePost(undefined);
  const pages = await responseCache().purge({ everything: true }, scope);
  return { data, pages };
}

async function purgeHere(slug: string | undefined, scope: PurgeScope): Promise<Dropped> {
  const data = purgePost(slug);
  const tags = [TAGS.lists, slug === undefined ? TAGS.articles : TAGS.article(slug)];
  const cache = responseCache();
  const pages = await cache.purge({ tags }, scope);
  // The front pages and the story itself are rendered again too, so the next reader meets a kept page (decision 067).
  if (scope === 'everywhere') cache.prerender([...FRONT_PAGES, ...(slug === undefined ? [] : [articleKey(slug)])]);
  return { data, pages };
}

/** A subscriber back from a lost connection may have missed purges, so this process then forgets all it keeps in memory. */
export function listenForPurges(): void {
  const shared = siteRedis();
  if (!shared) return;
  const subscriber = shared.redis.duplicate({ enableOfflineQueue: true, connectionName: 'journey-canvas-site-purges' });
  subscriber.on('error', shared.failed);
  let connectedBefore = false;
  subscriber.on('ready', () => {
    if (connectedBefore) void forgetEverything();
    connectedBefore = true;
  });
  subscriber.on('message', (_channel: string, text: string) => {
    const { origin, slug, all, generation } = JSON.parse(text) as ReplicaMessage;
    if (origin === ORIGIN) return;
    if (generation) return void adoptContentGeneration(generation, 'replica');
    const purged = all ? purgeEverythingHere('here') : purgeHere(slug ?? undefined, 'here');
    void purged.then((dropped) => logEvent('cache-purge', { trigger: 'replica', slug, all, dropped }));
  });
  subscriber.subscribe(replicaChannel()).catch(shared.failed);
  shared.redis.on('ready', () => {
    for (const slug of unannounced) void purgePostChange(slug);
    if (wholeSiteUnannounced) void purgeWholeSite();
    // Redis may have lost its record, or another replica written one while this one was cut off.
    if (adoptedContentGeneration() !== undefined) void confirmContentGeneration('redis-reconnected');
  });
}

async function forgetEverything() {
  logEvent('cache-purge', { trigger: 'redis-reconnected', dropped: await purgeEverythingHere('here') });
  await warmCache('redis-reconnected');
}
