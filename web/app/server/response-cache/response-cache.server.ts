/**
 * The response cache in front of the Remix render (DESIGN.md sections 7 and 9). A fresh page is
 * sent before Express or Remix see the request (see site-server.server.ts); a miss renders once
 * for every concurrent request of its URL and keeps the answer when it may be shared. An expired
 * page is rendered again; while the CMS is down (the render answers 5xx) the expired page is
 * served instead, as the cache of CMS answers serves its expired ones. Purges drop pages by tag, and a
 * render that began before a purge is not kept, so it cannot bring back what the purge dropped.
 * A page is stored compressed quickly; the first time it is read again, it is recompressed at the
 * best levels in the background and replaced, so only pages that are read twice pay for brotli 11
 * (a few at a time: `RECOMPRESSIONS_AT_ONCE`).
 * Pages are also rendered before anyone asks (decision 067): a purge renders again, in the
 * background, the pages it dropped here, and `prerender` renders the pages it is given. A page past
 * its freshness but within `staleMs` is still sent at once while it is rendered again in the
 * background (decision 070): after a restart the disk tier's pages are old, and a crawler walking
 * them should meet kept pages, not renders.
 */
import type { IncomingMessage } from 'node:http';
import { createPage, recompressed } from './page.server';
import { cacheKey, isStorable, tagsFor } from './rules.server';
import type { CachedPage, PageStore, PurgeScope, PurgeSelector } from './store.server';

/** A rendered answer, its body read whole. */
export interface RenderedAnswer {
  status: number;
  statusText: string;
  headers: Headers;
  body: Buffer;
}

/** How a request was answered, for its log line. */
export type CacheOutcome = 'hit' | 'miss' | 'stale';

export interface ResponseCacheOptions {
  store: PageStore;
  /** How long a page is served without rendering it again. */
  ttlMs: number;
  /** After a failed render, how long the expired page is served before the next try. */
  backoffMs?: number;
  /**
   * How long past its freshness a page is still sent while it is rendered again in the background
   * (only where pages can be rendered without a request, see `renderWith`); 0: rendered in line.
   */
  staleMs?: number;
  /** Headers every cached answer carries besides the render's own (the site's security headers). */
  extraHeaders?: Record<string, string>;
  now?: () => number;
}

/**
 * Background renders under way at once: while one waits for the CMS another renders, so a warm-up
 * keeps the site's core busy (one at a time left it idle half the time); few enough that a reader's
 * request still finds the event loop free between their steps.
 */
const PRERENDERS_AT_ONCE = 3;

/**
 * Recompressions under way at once (brotli 11 costs tens of milliseconds a page). A page read again
 * while they are all busy stays at its fast compression until a later read: a crawler walking
 * thousands of kept pages must not queue thousands of them (a restart's disk tier once did: 4 GB).
 */
const RECOMPRESSIONS_AT_ONCE = 2;

type Flight = Promise<{ page?: CachedPage; outcome: CacheOutcome; answer?: RenderedAnswer }>;

export class ResponseCache {
  private readonly flights = new Map<string, Flight>();
  /** Recompressions under way by key, so a burst of hits starts one. */
  private readonly recompressions = new Map<string, Promise<void>>();
  /** Counts purges, so a render that began before one is not stored. */
  private generation = 0;
  /** The content generation the pages come from (decision 081); undefined until the CMS has said it. */
  private contentGeneration?: string;
  private readonly now: () => number;
  /** How a key's page is rendered when no request asks for it (set by the site server). */
  private renderer?: (key: string) => Promise<RenderedAnswer>;
  /** Keys waiting to be rendered ahead of readers, in order; `PRERENDERS_AT_ONCE` are rendered at a time. */
  private readonly prerenderQueue = new Set<string>();
  private prerendering?: Promise<void>;

  constructor(private readonly options: ResponseCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The key of a request the cache may answer, or undefined (see rules.server.ts). */
  key(request: IncomingMessage): string | undefined {
    return cacheKey(request.method, request.url, request.headers.authorization, request.headers['save-data']);
  }

  /**
   * The hit path: the page under this key while it is fresh, or while it is within `staleMs` of
   * its freshness, its render queued (`isStale` tells the two apart, for the log line).
   */
  servable(key: string): CachedPage | undefined | Promise<CachedPage | undefined> {
    const found = this.options.store.get(key);
    return found instanceof Promise ? found.then((page) => this.hit(key, page)) : this.hit(key, found);
  }

  /** Whether a page `servable` gave is past its freshness (its new render is under way). */
  isStale(page: CachedPage): boolean {
    return page.freshUntil <= this.now();
  }

  /** Whether a fresh page is kept under this key. */
  private async keptFresh(key: string): Promise<boolean> {
    const page = await this.options.store.get(key);
    return page !== undefined && page.freshUntil > this.now();
  }

  /** Settles once every recompression and pre-render under way has been stored or dropped (tests wait for it). */
  async idle(): Promise<void> {
    while (this.recompressions.size > 0 || this.prerendering) {
      await Promise.allSettled([...this.recompressions.values(), this.prerendering]);
    }
  }

  /** Whether pages can be rendered without a request (the site server gave a renderer). */
  get prerenders(): boolean {
    return this.renderer !== undefined;
  }

  /** How a page is rendered without a request: the site's render of a key (site-server.server.ts). */
  renderWith(renderer: (key: string) => Promise<RenderedAnswer>): void {
    this.renderer = renderer;
  }

  /**
   * Renders these pages into the cache in the background, a few at a time, in the order given, each
   * unless a fresh copy is kept already. A page that may not be kept (an error, a 404) is dropped
   * as a reader's would be. Answers how many were queued.
   */
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

  /**
   * The miss path: renders once for every concurrent request of the key and keeps the answer when
   * it may be shared. Gives the page to send, or, when the answer may not be shared, the answer
   * itself to the request that rendered it and nothing to the others, which render their own.
   */
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

  /**
   * Drops the pages that carry one of the tags (or that the predicate picks); answers how many.
   * `here` when another replica purged the shared tier and told this one (purge.server.ts).
   */
  purge(selector: PurgeSelector, scope: PurgeScope = 'everywhere'): number | Promise<number> {
    this.generation += 1;
    // Renders under way may show what the purge is about: later requests start their own.
    this.flights.clear();
    // What this replica drops it renders again; another replica's purge ('here') is rendered by
    // that replica into the shared tier, where this one finds it.
    const dropped = scope === 'everywhere' ? this.options.store.keysMatching(selector) : [];
    const purged = this.options.store.purge(selector, scope);
    if (dropped.length === 0) return purged;
    const rerender = () => void this.prerender(dropped);
    if (purged instanceof Promise) return purged.then((count) => (rerender(), count));
    rerender();
    return purged;
  }

  /**
   * The content generation the CMS serves (decision 081, content-generation.server.ts): every page
   * of another generation goes from every tier, and renders under way are not kept (they may show
   * the other). Answers whether a lasting tier held pages of another generation.
   */
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

  /** Until the start's question to the CMS settles, a lasting tier's pages wait for its answer. */
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

  /**
   * Replaces a page by its best-compressed form, unless a purge or a newer page came meanwhile.
   * Until then hits keep sending the fast variants, each with its own ETag and Content-Encoding.
   */
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
