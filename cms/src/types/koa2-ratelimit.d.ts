/** The part of koa2-ratelimit (users-permissions' rate limiter, which ships no types) that a store needs. */
declare module 'koa2-ratelimit' {
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
}
