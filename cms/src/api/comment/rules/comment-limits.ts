import { sharedCounters as counters } from '../../../redis/rate-limit-store';
import { environment } from '../../../environment';

/** COMMENT_RATE_LIMIT_MAX an hour per address and per email (decision 058), in the shared counters so replicas share one limit. */
const HOUR_MS = 60 * 60 * 1000;

export async function allowQuestion(address: string, email: string): Promise<boolean> {
  const max = environment().COMMENT_RATE_LIMIT_MAX;
  const [byAddress, byEmail] = await Promise.all([
    counters().incr(`comments:address:${address}`, { interval: HOUR_MS }, 1),
    counters().incr(`comments:email:${email}`, { interval: HOUR_MS }, 1),
  ]);
  return byAddress.counter <= max && byEmail.counter <= max;
}
