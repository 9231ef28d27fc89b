/**
 * The site's in-process cache of CMS data (DESIGN.md section 7): entries are fresh for `ttlMs`,
 * loads are retried, concurrent loads of one key share a request, and an expired entry is still
 * served when the CMS cannot be reached, so cached pages survive a CMS outage.
 */

export class CmsUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The content server cannot be reached', { cause });
    this.name = 'CmsUnavailableError';
  }
}

interface Entry<T> {
  value: T;
  freshUntil: number;
}

export interface LoadOptions {
  ttlMs: number;
  retries: number;
}

export class ContentCache {
  private readonly entries = new Map<string, Entry<unknown>>();
  private readonly loading = new Map<string, Promise<unknown>>();

  constructor(
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  async get<T>(key: string, load: () => Promise<T>, options: LoadOptions): Promise<T> {
    const entry = this.entries.get(key) as Entry<T> | undefined;
    if (entry && entry.freshUntil > this.now()) return entry.value;

    const pending = this.loading.get(key) as Promise<T> | undefined;
    if (pending) return pending;

    const request = this.loadWithRetries(load, options.retries)
      .then((value) => {
        this.store(key, { value, freshUntil: this.now() + options.ttlMs });
        return value;
      })
      .catch((error: unknown) => {
        if (entry) return entry.value;
        throw new CmsUnavailableError(error);
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, request);
    return request;
  }

  /** Drops every entry whose key matches. */
  purge(matches: (key: string) => boolean): number {
    let dropped = 0;
    for (const key of this.entries.keys()) {
      if (matches(key)) {
        this.entries.delete(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  private async loadWithRetries<T>(load: () => Promise<T>, retries: number): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await load();
      } catch (error) {
        if (attempt >= retries || !isRetryable(error)) throw error;
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

/** Network failures and 5xx answers are worth another try; a 4xx is not. */
export function isRetryable(error: unknown): boolean {
  const status = (error as { status?: number }).status;
  return status === undefined || status >= 500;
}
