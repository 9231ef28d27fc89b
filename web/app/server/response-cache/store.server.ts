/**
 * Where the response cache keeps its pages. `PageStore` is the seam for more tiers: every method
 * may answer now or with a promise. `MemoryPageStore` is the in-process tier, answering at once,
 * bounded by bytes, least recently used first out; `TieredPageStore` (tiered-store.server.ts) puts
 * Redis behind it for several replicas.
 */

/** One encoding of a page, with the exact headers it is sent with. */
export interface PageVariant {
  body: Buffer;
  etag: string;
  /** Flat `[name, value, name, value, …]`, as `writeHead` takes them. */
  headers: string[];
  /** For a 304: the validator and the headers a cache must update. */
  notModifiedHeaders: string[];
}

/** A stored 200 answer: its body once, in each encoding worth having. */
export interface CachedPage {
  identity: PageVariant;
  gzip?: PageVariant;
  br?: PageVariant;
  /** `fast` until the cache has recompressed the page's variants at the best levels. */
  compression: 'fast' | 'best';
  /** What the page shows, for purges: `posts`, `post:<slug>`, … */
  tags: readonly string[];
  storedAt: number;
  freshUntil: number;
  /** Memory the page holds, roughly: its bodies and headers. */
  bytes: number;
}

/** Pages by tag, or by a predicate (which cannot travel to a shared tier: it purges this process's memory only). */
export type PurgeSelector = { tags: readonly string[] } | { where: (key: string, page: CachedPage) => boolean };

/** `everywhere`: every tier; `here`: this process's memory only (another replica has purged the shared tier). */
export type PurgeScope = 'everywhere' | 'here';

export interface PageStore {
  get(key: string): CachedPage | undefined | Promise<CachedPage | undefined>;
  /**
   * Keeps a page. `version` is what `version()` answered when its render began: a shared store
   * refuses the page if a purge happened anywhere since.
   */
  set(key: string, page: CachedPage, version?: string): void | Promise<void>;
  delete(key: string): void | Promise<void>;
  /** Drops every page that carries one of the tags, or that the predicate picks; answers how many. */
  purge(selector: PurgeSelector, scope?: PurgeScope): number | Promise<number>;
  /** A shared store's purge count, read before a render (see `set`). */
  version?(): Promise<string | undefined>;
}

const matcher = (selector: PurgeSelector) => {
  if ('where' in selector) return selector.where;
  const tags = new Set(selector.tags);
  return (_key: string, page: CachedPage) => page.tags.some((tag) => tags.has(tag));
};

export class MemoryPageStore implements PageStore {
  /** In use order: the least recently used first. */
  private readonly pages = new Map<string, CachedPage>();
  private used = 0;

  /** `maxPageBytes`: a page larger than this is not kept, so one huge answer cannot empty the store. */
  constructor(
    readonly maxBytes: number,
    readonly maxPageBytes = Math.floor(maxBytes / 8),
  ) {}

  get bytes(): number {
    return this.used;
  }

  get size(): number {
    return this.pages.size;
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    this.delete(key);
    if (page.bytes + key.length > this.maxPageBytes) return;
    this.pages.set(key, page);
    this.used += page.bytes + key.length;
    for (const [oldest] of this.pages) {
      if (this.used <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.used -= page.bytes + key.length;
  }

  purge(selector: PurgeSelector): number {
    const matches = matcher(selector);
    let dropped = 0;
    for (const [key, page] of this.pages) {
      if (matches(key, page)) {
        this.delete(key);
        dropped += 1;
      }
    }
    return dropped;
  }
}
