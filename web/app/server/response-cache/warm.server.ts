/** Warms the cache at start and after Redis returns, so the first readers after a deploy meet kept pages (decision 067). */
import { fetchCards, STORIES_PER_PAGE, STORY_LIST_MAX_PAGE } from '../../data/client/posts.server';
import { webEnvironment } from '../../platform/env.server';
import { errorFields, logEvent } from '../../platform/log.server';
import { responseCache } from './instance.server';
import { articleKey, FRONT_PAGES } from './rules.server';

/** The CMS answers at most this many posts a request. */
const CMS_PAGE_SIZE = 100;
/** How long the warm-up waits for a CMS that is still starting (`npm start` starts both at once). */
const CMS_WAIT_MS = 3 * 60 * 1000;
const CMS_POLL_MS = 2000;

async function cmsReachable(): Promise<boolean> {
  const deadline = Date.now() + CMS_WAIT_MS;
  const health = `${webEnvironment().cmsUrl}/_health`;
  for (;;) {
    const ok = await fetch(health, { signal: AbortSignal.timeout(CMS_POLL_MS) }).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok || Date.now() >= deadline) return ok;
    await new Promise((resolve) => setTimeout(resolve, CMS_POLL_MS).unref());
  }
}

const storyListPages = (count: number) =>
  Array.from(
    { length: Math.max(0, Math.min(Math.ceil(count / STORIES_PER_PAGE), STORY_LIST_MAX_PAGE) - 1) },
    (_, i) => `/articles?page=${i + 2}`,
  );

async function newestStories(count: number): Promise<string[]> {
  const keys: string[] = [];
  for (let page = 1; keys.length < count; page += 1) {
    const pageSize = Math.min(CMS_PAGE_SIZE, count - keys.length);
    const { data } = await fetchCards({ page, pageSize });
    keys.push(...data.map((post) => articleKey(post.slug)));
    if (data.length < pageSize) break;
  }
  return keys;
}

export async function warmCache(trigger: 'start' | 'redis-reconnected' | 'content-generation'): Promise<void> {
  const { warmPages } = webEnvironment();
  const cache = responseCache();
  if (!cache.prerenders) return;
  const started = Date.now();
  if (!(await cmsReachable())) {
    logEvent('cache-warm-warning', { trigger, message: 'The CMS did not answer: pages are rendered when readers ask' });
    return;
  }
  const stories = await (warmPages > 0 ? newestStories(warmPages) : Promise.resolve([])).catch((error: unknown) => {
    // The CMS is not up yet or is away: the front pages are still tried, stories wait for readers.
    logEvent('cache-warm-warning', { trigger, ...errorFields(error) });
    return [];
  });
  const queued = cache.prerender([...FRONT_PAGES, ...stories, ...storyListPages(stories.length)]);
  await cache.idle();
  logEvent('cache-warm', { trigger, queued, ms: Date.now() - started });
}
