/** A failure counter for the login throttle (decision 004); `RedisFailureThrottle` shares one between replicas. */
export interface FailureCounter {
  /** Answers the ms the key is still blocked; 0: counted as a failure, it may try. */
  attempt(key: string): number | Promise<number>;
  forgive(key: string): void | Promise<void>;
  reset(key: string): void | Promise<void>;
}

export class FailureThrottle implements FailureCounter {
  private readonly entries = new Map<string, { failures: number; windowEnds: number; blockedUntil: number }>();

  constructor(
    private readonly limit: number,
    private readonly cooldownMs: number,
    private readonly now: () => number = Date.now,
  ) {}

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
