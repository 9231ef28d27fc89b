/** Where the response cache keeps its pages; a `PageStore` method may answer now or with a promise. */

export interface PageVariant {
  body: Buffer;
  etag: string;
  /** Flat `[name, value, name, value, …]`, as `writeHead` takes them. */
  headers: string[];
  /** For a 304: the validator and the headers a cache must update. */
  notModifiedHeaders: string[];
}

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
  bytes: number;
}

/** `everything`: the Redis tier purges this process's memory only and leaves the rest to the pages' lifetime. */
export type PurgeSelector = { tags: readonly string[] } | { everything: true };

/** `everywhere`: every tier; `here`: this process's memory only (another replica has purged the shared tier). */
export type PurgeScope = 'everywhere' | 'here';

export interface PageStore {
  get(key: string): CachedPage | undefined | Promise<CachedPage | undefined>;
  /** `version`: what `version()` answered when the render began; a shared store refuses the page if a purge came since. */
  set(key: string, page: CachedPage, version?: string): void | Promise<void>;
  delete(key: string): void | Promise<void>;
  purge(selector: PurgeSelector, scope?: PurgeScope): number | Promise<number>;
  /** A shared store's purge count, read before a render (see `set`). */
  version?(): Promise<string | undefined>;
  keysMatching(selector: PurgeSelector): string[];
  /** Decision 081: a tier that kept another generation's pages drops them all; answers whether it did. */
  adoptContentGeneration?(generation: string): boolean | Promise<boolean>;
  /** The start's question to the CMS: until it settles, a lasting tier's pages wait for its answer. */
  awaitContentGeneration?(asked: Promise<unknown>): void;
}

/** A lasting tier's page: as kept if of the adopted generation, expired until the CMS has said which, else none. */
export function ofAdoptedGeneration(
  page: CachedPage | undefined,
  keptFor: string | undefined,
  adopted: string | undefined,
): CachedPage | undefined {
  if (!page || (adopted !== undefined && keptFor === adopted)) return page;
  return adopted === undefined ? { ...page, freshUntil: 0 } : undefined;
}

/** The latest start question to the CMS, until it settles, whatever its answer. */
export class GenerationQuestion {
  private settling: Promise<void> | undefined;

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
 * Segmented LRU: a new page joins probation and is protected once read again, so a flood of pages read once
 * (a client walking made-up addresses) never pushes out what readers come back to (decision 033).
 */
export class MemoryPageStore implements PageStore {
  /** Both maps run least recently used first (insertion order). */
  private readonly probation = new Map<string, CachedPage>();
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
