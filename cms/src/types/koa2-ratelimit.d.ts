/** The part of koa2-ratelimit (users-permissions' rate limiter, which ships no types) that a store and a route's limit need. */
declare module 'koa2-ratelimit' {
  import type { Context, Next } from 'koa';

  interface Hits {
    counter: number;
    dateEnd: number;
  }
  abstract class Store {
    abstract incr(key: string, options: { interval: number }, weight: number): Promise<Hits>;
    abstract decrement(key: string, options: { interval: number }, weight: number): void | Promise<void>;
    abstract saveAbuse(options: unknown): void;
  }
  class MemoryStore extends Store {
    incr(key: string, options: { interval: number }, weight: number): Promise<Hits>;
    decrement(key: string, options: { interval: number }, weight: number): void;
    saveAbuse(): void;
  }
  export const Stores: { Store: typeof Store; Memory: typeof MemoryStore };
  /** A Koa middleware counting requests by `prefixKey` and the client (options as users-permissions' `ratelimit` config). */
  export const RateLimit: {
    middleware(options: Record<string, unknown>): (ctx: Context, next: Next) => Promise<unknown>;
  };
}
