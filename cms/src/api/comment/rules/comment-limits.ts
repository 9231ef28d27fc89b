import { sharedCounters as counters } from '../../../redis/rate-limit-store';
import { environment } from '../../../environment';

/**
 * How many questions one reader may send: COMMENT_RATE_LIMIT_MAX an hour from one address, and as
 * many under one email address (decision 058). Counted with the CMS's existing counters, in Redis
 * when REDIS_URL is set, so every replica counts against one limit (memory while Redis is away).
 */
const HOUR_MS = 60 * 60 * 1000;

/** Counts one question from this address and email address; false once either is over its limit. */
export async function allowQuestion(address: string, email: string): Promise<boolean> {
  const max = environment().COMMENT_RATE_LIMIT_MAX;
  const [byAddress, byEmail] = await Promise.all([
    counters().incr(`comments:address:${address}`, { interval: HOUR_MS }, 1),
    counters().incr(`comments:email:${email}`, { interval: HOUR_MS }, 1),
  ]);
  return byAddress.counter <= max && byEmail.counter <= max;
}
