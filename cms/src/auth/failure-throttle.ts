/**
 * What the login throttle needs of a failure counter: count an attempt unless its key is blocked,
 * take one back, clear a key. Kept in process memory here; `RedisFailureThrottle` shares it between
 * CMS replicas (decision 004).
 */
export interface FailureCounter {
  /** Counts an attempt as a failure from the start; answers how long the key is still blocked (0: counted, it may try). */
  attempt(key: string): number | Promise<number>;
  /** Takes back one failure counted ahead of time, for an attempt that turned out not to be one. */
  forgive(key: string): void | Promise<void>;
  reset(key: string): void | Promise<void>;
}

/**
 * Counts failed attempts per key and blocks a key for a cooling-off period once it reaches its
 * limit, in process memory.
 */
export class FailureThrottle implements FailureCounter {
  private readonly entries = new Map<string, { failures: number; windowEnds: number; blockedUntil: number }>();

  constructor(
    private readonly limit: number,
    private readonly cooldownMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds the key is still blocked for; 0 when it may try. */
  blockedFor(key: string): number {
    const entry = this.entries.get(key);
    return entry ? Math.max(0, entry.blockedUntil - this.now()) : 0;
  }

  attempt(key: string): number {
    const wait = this.blockedFor(key);
    if (wait === 0) this.recordFailure(key);
    return wait;
  }

  recordFailure(key: string): void {
    const now = this.now();
    this.sweep(now);
    const entry = this.entries.get(key);
    const current = entry && entry.windowEnds > now ? entry : { failures: 0, windowEnds: now + this.cooldownMs, blockedUntil: 0 };
    current.failures += 1;
    if (current.failures >= this.limit) {
      current.blockedUntil = now + this.cooldownMs;
      current.windowEnds = current.blockedUntil;
    }
    this.entries.set(key, current);
  }

  /** Takes back one failure recorded ahead of time, for an attempt that turned out not to be one. */
  forgive(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.failures = Math.max(0, entry.failures - 1);
    if (entry.failures < this.limit) entry.blockedUntil = 0;
  }

  reset(key: string): void {
    this.entries.delete(key);
  }

  private sweep(now: number) {
    if (this.entries.size < 10_000) return;
    for (const [key, entry] of this.entries) if (entry.windowEnds <= now && entry.blockedUntil <= now) this.entries.delete(key);
  }
}
