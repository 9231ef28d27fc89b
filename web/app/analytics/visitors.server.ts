/**
 * Unique visitors a day, Plausible's way (decision 101): a hash of a random salt, the address and the
 * user agent. The salt lives in this process only and is replaced at each UTC midnight, so a visitor
 * cannot be followed from one day to the next and no address is ever kept.
 */
import { createHash, randomBytes } from 'node:crypto';

export function visitorDays() {
  let day = '';
  let salt = Buffer.alloc(0);
  let seen = new Set<string>();
  return {
    /** True the first time this day that the address and user agent are seen. */
    firstVisit(today: string, address: string, userAgent: string): boolean {
      if (today !== day) {
        day = today;
        salt = randomBytes(32);
        seen = new Set();
      }
      const visitor = createHash('sha256').update(salt).update(address).update('\0').update(userAgent).digest('base64url');
      if (seen.has(visitor)) return false;
      seen.add(visitor);
      return true;
    },
  };
}
