/**
 * The response cache in front of the Remix render (decisions 016, 026, 067, 070). A render that began
 * before a purge is not kept, so it cannot bring back what the purge dropped.
 */
import type { IncomingMessage } from 'node:http';
import { createPage, recompressed } from './page.server';
import { cacheKey, isStorable, tagsFor } from './rules.server';
import type { CachedPage, PageStore, PurgeScope, PurgeSelector } from './store.server';

export interface RenderedAnswer {
  status: number;
  statusText: string;
  headers: Headers;
  body: Buffer;
}

export type CacheOutcome = 'hit' | 'miss' | 'stale';

export interface ResponseCacheOptions {
  store: PageStore;
  ttlMs: number;
  /** After a failed render, how long the expired page is served before the next try. */
  backoffMs?: number;
  /** Past freshness, how long a page is still sent while rendered again in the background; 0: rendered in line. */
  staleMs?: number;
  /** Besides the render's own: the site's security headers. */
  extraHeaders?: Record<string, string>;
  now?: () => number;
}

/** Enough to keep the core busy while one waits for the CMS; few enough to leave the event loop to readers. */
const PRERENDERS_AT_ONCE = 3;

/** Brotli 11 costs tens of ms a page; unbounded, a crawler over a restart's disk tier once queued 4 GB of them. */
const RECOMPRESSIONS_AT_ONCE = 2;

type Flight = Promise<{ page?: CachedPage; outcome: CacheOutcome; answer?: RenderedAnswer }>;

export class ResponseCache {
  private readonly flights = new Map<string, Flight>();
  /** Recompressions under way by key, so a burst of hits starts one. */
  private readonly recompressions = new Map<string, Promise<void>>();
  /** Counts purges, so a render that began before one is not stored. */
  private generation = 0;
  private contentGeneration?: string;
  private readonly now: () => number;
  private renderer?: (key: string) => Promise<RenderedAnswer>;
  private readonly prerenderQueue = new Set<string>();
  private prerendering?: Promise<void>;

  constructor(private readonly options: ResponseCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  key(request: IncomingMessage): string | undefined {
    return cacheKey(request.method, request.url, request.headers.authorization, request.headers['save-data']);
  }

  /** The hit path: a fresh page, or a stale one within `staleMs` with its render queued. */
  servable(key: string): CachedPage | undefined | Promise<CachedPage | undefined> {
    const found = this.options.store.get(key);
    return found instanceof Promise ? found.then((page) => this.hit(key, page)) : this.hit(key, found);
  }

  isStale(page: CachedPage): boolean {
    return page.freshUntil <= this.now();
  }

  private async keptFresh(key: string): Promise<boolean> {
    const page = await this.options.store.get(key);
    return page !== undefined && page.freshUntil > this.now();
  }

  async idle(): Promise<void> {
    while (this.recompressions.size > 0 || this.prerendering) {
      await Promise.allSettled([...this.recompressions.values(), this.prerendering]);
    }
  }

  get prerenders(): boolean {
    return this.renderer !== undefined;
  }

  renderWith(renderer: (key: string) => Promise<RenderedAnswer>): void {
    this.renderer = renderer;
  }

  /** Background renders in the order given, skipping pages kept fresh; answers how many were queued. */
  prerender(keys: Iterable<string>): number {
    if (!this.renderer) return 0;
    let queued = 0;
    for (const key of keys) {
      if (this.prerenderQueue.has(key)) continue;
      this.prerenderQueue.add(key);
      queued += 1;
    }
    this.prerendering ??= Promise.all(Array.from({ length: PRERENDERS_AT_ONCE }, () => this.drainPrerenders()))
      .then(() => undefined)
      .finally(() => {
        this.prerendering = undefined;
      });
    return queued;
  }

  private async drainPrerenders(): Promise<void> {
    for (const key of this.prerenderQueue) {
      this.prerenderQueue.delete(key);
      try {
        if (await this.keptFresh(key)) continue;
        const generation = this.generation;
        await this.renderShared(key, () => this.renderer!(key));
        // A purge during the render kept its page out: render it once more.
        if (generation !== this.generation) this.prerenderQueue.add(key);
      } catch {
        // A page that cannot be rendered now is rendered when a reader asks, as before.
      }
    }
  }

  /** The miss path: one render for concurrent requests; an unshareable answer goes only to the one who rendered it. */
  async renderShared(key: string, render: () => Promise<RenderedAnswer>): Promise<Partial<Awaited<Flight>>> {
    let flight = this.flights.get(key);
    const rendersHere = !flight;
    if (!flight) {
      const started = this.renderOnce(key, render);
      flight = started;
      this.flights.set(key, started);
      const done = () => {
        if (this.flights.get(key) === started) this.flights.delete(key);
      };
      started.then(done, done);
    }
    try {
      const settled = await flight;
      return settled.page || rendersHere ? settled : {};
    } catch (error) {
      // The render failed for the one who asked first; the others try on their own.
      if (rendersHere) throw error;
      return {};
    }
  }

  /** `here`: another replica purged the shared tier and told this one (purge.server.ts). */
  purge(selector: PurgeSelector, scope: PurgeScope = 'everywhere'): number | Promise<number> {
    this.generation += 1;
    // Renders under way may show what the purge is about: later requests start their own.
    this.flights.clear();
    // Another replica's purge ('here') is rendered again by that replica, into the shared tier.
    const dropped = scope === 'everywhere' ? this.options.store.keysMatching(selector) : [];
    const purged = this.options.store.purge(selector, scope);
    if (dropped.length === 0) return purged;
    const rerender = () => void this.prerender(dropped);
    if (purged instanceof Promise) return purged.then((count) => (rerender(), count));
    rerender();
    return purged;
  }

  /** Decision 081: another generation's pages go from every tier, and renders under way are not kept. */
  adoptContentGeneration(generation: string): boolean | Promise<boolean> {
    const { store } = this.options;
    if (generation !== this.contentGeneration) {
      this.contentGeneration = generation;
      this.generation += 1;
      this.flights.clear();
      if (!store.adoptContentGeneration) store.purge({ everything: true }, 'here');
    }
    // Asked again with the same one (Redis is back): the lasting tier checks what it recorded.
    return store.adoptContentGeneration?.(generation) ?? false;
  }

  awaitContentGeneration(asked: Promise<unknown>): void {
    this.options.store.awaitContentGeneration?.(asked);
  }

  private hit(key: string, page: CachedPage | undefined): CachedPage | undefined {
    if (!page) return undefined;
    if (page.freshUntil <= this.now()) {
      const { staleMs = 0 } = this.options;
      if (!this.renderer || page.freshUntil + staleMs <= this.now()) return undefined;
      this.prerender([key]);
    }
    if (page.compression === 'fast' && this.recompressions.size < RECOMPRESSIONS_AT_ONCE && !this.recompressions.has(key)) {
      this.recompress(key, page);
    }
    return page;
  }

  /** Unless a purge or a newer page came meanwhile; until then hits send the fast variants, with their own ETags. */
  private recompress(key: string, page: CachedPage): void {
    const { store } = this.options;
    const generation = this.generation;
    const job = (async () => {
      const better = await recompressed(page);
      const current = await store.get(key);
      const same = current?.identity.etag === page.identity.etag && current.storedAt === page.storedAt;
      // A stale page served again (CMS down) got a new freshUntil: keep that one.
      if (generation === this.generation && same) await store.set(key, { ...better, freshUntil: current.freshUntil });
    })()
      .catch(() => {
        // Recompression is an optimisation: the fast variants stay and are correct.
      })
      .finally(() => this.recompressions.delete(key));
    this.recompressions.set(key, job);
  }

  private async renderOnce(key: string, render: () => Promise<RenderedAnswer>): Flight {
    const { store, ttlMs, backoffMs = 30_000, extraHeaders } = this.options;
    const generation = this.generation;
    // Read before the render: a purge on another replica during it keeps its page out of the shared tier.
    const version = await store.version?.();
    const expired = await store.get(key);
    const answer = await render();
    if (answer.status >= 500 && expired) {
      // The CMS is down (or the render failed): the expired page is better than an error page.
      const page = { ...expired, freshUntil: this.now() + backoffMs };
      await store.set(key, page, version);
      return { page, outcome: 'stale' };
    }
    if (!isStorable(answer.status, answer.headers)) return { answer, outcome: 'miss' };
    const now = this.now();
    const page = await createPage(answer.body, answer.headers, { extraHeaders, tags: tagsFor(key), now, ttlMs });
    if (generation === this.generation) await store.set(key, page, version);
    return { page, outcome: 'miss' };
  }
}
