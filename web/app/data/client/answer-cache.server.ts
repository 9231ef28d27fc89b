/**
 * The in-process cache of CMS answers: while the CMS is unavailable, loads are retried and an expired entry served.
 * Any other failure is a bug, thrown at once, neither retried nor hidden behind stale data.
 */
import { GENERAL_FETCH_RETRIES, POST_CACHE_MS } from '@journey-canvas/shared';
import { errorFields, logEvent } from '../../platform/log.server';
import { CmsUnavailableError } from './request.server';

interface Entry<T> {
  value: T;
  freshUntil: number;
}

export interface LoadOptions {
  ttlMs: number;
  retries: number;
}

export interface AnswerCacheOptions {
  maxEntries?: number;
  now?: () => number;
  /** After a failed refresh, so readers are not each made to wait out the CMS. */
  backoffMs?: number;
  log?: (fields: Record<string, unknown>) => void;
}

export class CmsAnswerCache {
  private readonly entries = new Map<string, Entry<unknown>>();
  private readonly loading = new Map<string, Promise<unknown>>();
  /** Counts purges: a load that began before one may hold what it dropped, so it is not kept. */
  private generation = 0;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly backoffMs: number;
  private readonly log: (fields: Record<string, unknown>) => void;

  constructor({
    maxEntries = 2000,
    now = Date.now,
    backoffMs = 30_000,
    log = (fields) => logEvent('cms-error', fields),
  }: AnswerCacheOptions = {}) {
    this.maxEntries = maxEntries;
    this.now = now;
    this.backoffMs = backoffMs;
    this.log = log;
  }

  async get<T>(key: string, load: () => Promise<T>, options: LoadOptions): Promise<T> {
    const entry = this.entries.get(key) as Entry<T> | undefined;
    if (entry && entry.freshUntil > this.now()) return entry.value;

    const pending = this.loading.get(key) as Promise<T> | undefined;
    if (pending) return pending;

    const generation = this.generation;
    const request = this.loadWithRetries(load, options.retries)
      .then((value) => {
        if (generation === this.generation) this.store(key, { value, freshUntil: this.now() + options.ttlMs });
        return value;
      })
      .catch((error: unknown) => {
        const serveStale = error instanceof CmsUnavailableError && entry !== undefined;
        this.log({ key, ...errorFields(error), served: serveStale ? 'stale' : undefined });
        if (!serveStale) throw error;
        entry.freshUntil = this.now() + this.backoffMs;
        return entry.value;
      })
      .finally(() => {
        if (this.loading.get(key) === request) this.loading.delete(key);
      });
    this.loading.set(key, request);
    return request;
  }

  purge(matches: (key: string) => boolean): number {
    this.generation += 1;
    // Later requests load afresh instead of joining a load that may predate the change.
    this.loading.clear();
    let dropped = 0;
    for (const key of this.entries.keys()) {
      if (matches(key)) {
        this.entries.delete(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  /** Only an unavailable CMS is worth another try; anything else would fail the same way again. */
  private async loadWithRetries<T>(load: () => Promise<T>, retries: number): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await load();
      } catch (error) {
        if (attempt >= retries || !(error instanceof CmsUnavailableError)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
      }
    }
  }

  private store(key: string, entry: Entry<unknown>) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    // Oldest insertion first: a simple bound that keeps memory flat under random URLs.
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}

/** Keys: `post:<slug>`; anything that lists posts starts with `list:`, so any post change drops it. */
export const cmsAnswers = new CmsAnswerCache();

export const cached = <T>(key: string, load: () => Promise<T>, retries = GENERAL_FETCH_RETRIES) =>
  cmsAnswers.get(key, load, { ttlMs: POST_CACHE_MS, retries });

export function purgePost(slug: string | undefined): number {
  return cmsAnswers.purge((key) => slug === undefined || key.startsWith('list:') || key === `post:${slug}`);
}
