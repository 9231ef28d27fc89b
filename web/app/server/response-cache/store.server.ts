/**
 * Where the response cache keeps its pages. `PageStore` is the seam for more tiers: every method
 * may answer now or with a promise. `MemoryPageStore` is the in-process tier, answering at once,
 * bounded by bytes, in two parts so that pages read once cannot push out pages read again
 * (decision 033); `TieredPageStore` (tiered-store.server.ts) puts Redis behind it for several
 * replicas, `DiskPageStore` (disk-store.server.ts) a file on disk for one.
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

/** Pages by tag, or every page (which the Redis tier leaves to the pages' lifetime: it purges this process's memory only). */
export type PurgeSelector = { tags: readonly string[] } | { everything: true };

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
  /** Drops every page that carries one of the tags, or every page; answers how many. */
  purge(selector: PurgeSelector, scope?: PurgeScope): number | Promise<number>;
  /** A shared store's purge count, read before a render (see `set`). */
  version?(): Promise<string | undefined>;
  /** The keys of the pages this process keeps that a purge with this selector would drop. */
  keysMatching(selector: PurgeSelector): string[];
  /**
   * The content generation the CMS serves (decision 081; see content-generation.server.ts): this
   * process's memory is emptied if it had another, and a lasting tier (the disk file, Redis) that
   * kept the pages of another generation drops them all and records this one. Answers whether it
   * held another.
   */
  adoptContentGeneration?(generation: string): boolean | Promise<boolean>;
  /** The start's question to the CMS: until it settles, a lasting tier's pages wait for its answer. */
  awaitContentGeneration?(asked: Promise<unknown>): void;
}

/**
 * A page a lasting tier kept, as this process may send it: as kept when it is of the generation
 * this process adopted; before the CMS has said which, expired (sent only when a render fails,
 * as while the CMS is down); of another generation, not at all.
 */
export function ofAdoptedGeneration(
  page: CachedPage | undefined,
  keptFor: string | undefined,
  adopted: string | undefined,
): CachedPage | undefined {
  if (!page || (adopted !== undefined && keptFor === adopted)) return page;
  return adopted === undefined ? { ...page, freshUntil: 0 } : undefined;
}

/**
 * A lasting tier's wait for the start's question to the CMS (`awaitContentGeneration`): the
 * latest question asked, until it settles, whatever its answer.
 */
export class GenerationQuestion {
  private settling: Promise<void> | undefined;

  /** What a read waits for first, if anything. */
  get pending(): Promise<void> | undefined {
    return this.settling;
  }

  asked(question: Promise<unknown>): void {
    const settled: Promise<void> = question
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        if (this.settling === settled) this.settling = undefined;
      });
    this.settling = settled;
  }
}

const matcher = (selector: PurgeSelector) => {
  if ('everything' in selector) return () => true;
  const tags = new Set(selector.tags);
  return (_key: string, page: CachedPage) => page.tags.some((tag) => tags.has(tag));
};

/**
 * The in-process tier: a segmented LRU. A new page joins the probation part; the first time it is
 * read again it moves to the protected part. A new page only ever pushes out the least recently
 * used page on probation, so a flood of pages no one reads twice (one client walking made-up or
 * rarely read addresses) churns the probation part and never touches what readers come back to.
 * The protected part holds at most `protectedShare` of the bytes; past that, its least recently
 * used page goes back to probation, where it must be read again to stay.
 */
export class MemoryPageStore implements PageStore {
  /** Pages not read since they were stored, least recently used first: what a new page may push out. */
  private readonly probation = new Map<string, CachedPage>();
  /** Pages read again, least recently used first. */
  private readonly protected = new Map<string, CachedPage>();
  private probationBytes = 0;
  private protectedBytes = 0;
  /** The key last made most recently used in the protected part (it may have left it since). */
  private newest?: string;

  /** `maxPageBytes`: a page larger than this is not kept, so one huge answer cannot empty the store. */
  constructor(
    readonly maxBytes: number,
    readonly maxPageBytes = Math.floor(maxBytes / 8),
    readonly protectedShare = 0.8,
  ) {}

  get bytes(): number {
    return this.probationBytes + this.protectedBytes;
  }

  get size(): number {
    return this.probation.size + this.protected.size;
  }

  /** A page is read: it becomes the most recently used, and a page on probation is protected from now on. */
  get(key: string): CachedPage | undefined {
    const kept = this.protected.get(key);
    // Read again straight after: it is the most recently used already (the usual hit under load).
    if (kept && key === this.newest) return kept;
    const page = kept ?? this.probation.get(key);
    if (page) {
      this.delete(key);
      this.protect(key, page);
    }
    return page;
  }

  /** A new page goes on probation; a page replacing a protected one (recompressed, refreshed) stays protected. */
  set(key: string, page: CachedPage): void {
    const wasProtected = this.protected.has(key);
    this.delete(key);
    if (page.bytes + key.length > this.maxPageBytes) return;
    if (wasProtected) {
      this.protect(key, page);
    } else {
      this.probation.set(key, page);
      this.probationBytes += page.bytes + key.length;
    }
    // Only pages on probation make room: the protected part stays within its share, so they suffice.
    for (const [oldest] of this.probation) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const once = this.probation.get(key);
    if (once) {
      this.probation.delete(key);
      this.probationBytes -= once.bytes + key.length;
    }
    const again = this.protected.get(key);
    if (again) {
      this.protected.delete(key);
      this.protectedBytes -= again.bytes + key.length;
    }
  }

  keysMatching(selector: PurgeSelector): string[] {
    const matches = matcher(selector);
    return [...this.probation, ...this.protected].filter(([key, page]) => matches(key, page)).map(([key]) => key);
  }

  purge(selector: PurgeSelector): number {
    const matches = matcher(selector);
    let dropped = 0;
    for (const [key, page] of [...this.probation, ...this.protected]) {
      if (matches(key, page)) {
        this.delete(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  /** Into the protected part, as its most recently used page; past its share, its oldest go back on probation. */
  private protect(key: string, page: CachedPage): void {
    this.protected.set(key, page);
    this.newest = key;
    this.protectedBytes += page.bytes + key.length;
    const share = this.maxBytes * this.protectedShare;
    // Checked first: a hit comes here, and an iterator per hit is not free.
    if (this.protectedBytes <= share) return;
    for (const [oldest, demoted] of this.protected) {
      if (this.protectedBytes <= share) break;
      this.protected.delete(oldest);
      this.protectedBytes -= demoted.bytes + oldest.length;
      this.probation.set(oldest, demoted);
      this.probationBytes += demoted.bytes + oldest.length;
    }
  }
}
