import { randomUUID } from 'node:crypto';
import { webEnvironment } from '../platform/env.server';
import { siteRedis } from '../platform/redis.server';

/** What replicas tell each other over Redis pub/sub (decision 027); `slug: null` is every post. */
export interface ReplicaMessage {
  origin: string;
  slug?: string | null;
  all?: boolean;
  generation?: string;
}

/** This process, so it can tell its own messages from the other replicas'. */
export const ORIGIN = randomUUID();
export const replicaChannel = () => `${webEnvironment().redisKeyPrefix}site:purge`;

/** False while Redis is away, true without Redis. */
export async function tellReplicas(message: Omit<ReplicaMessage, 'origin'>): Promise<boolean> {
  const shared = siteRedis();
  if (!shared) return true;
  const text = JSON.stringify({ origin: ORIGIN, ...message });
  return shared.orElse(
    async (redis) => (await redis.publish(replicaChannel(), text), true),
    () => false,
  );
}
