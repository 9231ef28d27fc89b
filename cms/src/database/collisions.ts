/**
 * PostgreSQL's answers when transactions collided: a serialization failure, a deadlock, and the
 * "current transaction is aborted" Strapi's entity manager leaves when it swallowed one of them
 * (it tries to undo an update inside the transaction that already failed).
 */
const COLLISIONS = new Set(['40001', '40P01', '25P02']);

export const collided = (error: unknown) => COLLISIONS.has(String((error as { code?: unknown } | null)?.code));

/**
 * Runs a transaction again when it collided with another, up to `tries`
 * times; then `giveUp` says so (a 409), never a 500. Only for a transaction of its own: a
 * collision aborts the whole transaction, so an outer one could not go on.
 */
export async function retryOnCollision<T>(work: () => Promise<T>, giveUp: () => never, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!collided(error)) throw error;
      if (attempt >= tries) giveUp();
    }
  }
}
