/** A serialization failure, a deadlock, and the "transaction is aborted" Strapi leaves after swallowing one. */
const COLLISIONS = new Set(['40001', '40P01', '25P02']);

export const collided = (error: unknown) => COLLISIONS.has(String((error as { code?: unknown } | null)?.code));

/** Only for a transaction of its own: a collision aborts the whole transaction. `giveUp` answers 409. */
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
