/**
 * Counts failed attempts per key and blocks a key for a cooling-off period once it reaches its
 * limit. Kept in process memory: one CMS process holds the counters (see decision 004 for Redis).
 */
export class FailureThrottle {
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
