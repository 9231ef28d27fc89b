/**
 * Unique visitors a day, Plausible's way (decision 101): a hash of a random salt, the address and the
 * user agent. The salt lives in memory, or in Redis for every replica, and is replaced at each UTC
 * midnight, so a visitor cannot be followed from one day to the next and no address is ever kept.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { SharedRedis } from '@journey-canvas/shared/server';

export interface Visit {
  day: string;
  address: string;
  userAgent: string;
}

export interface VisitorDays {
  /** For each visit, whether it is the first that day of its address and user agent. */
  firstVisits(visits: Visit[]): Promise<boolean[]>;
}

const visitorOf = (salt: string, { address, userAgent }: Visit) =>
  createHash('sha256').update(salt).update(address).update('\0').update(userAgent).digest('base64url');

/** One replica's own count: its salt and the day's visitors in its memory. */
export function visitorDaysInMemory(): VisitorDays & { firstVisit(visit: Visit): boolean } {
  let day = '';
  let salt = '';
  let seen = new Set<string>();
  const firstVisit = (visit: Visit) => {
    if (visit.day !== day) {
      day = visit.day;
      salt = randomBytes(32).toString('base64url');
      seen = new Set();
    }
    const visitor = visitorOf(salt, visit);
    if (seen.has(visitor)) return false;
    seen.add(visitor);
    return true;
  };
  return { firstVisit, firstVisits: async (visits) => visits.map(firstVisit) };
}

/** Until an hour after the day's end, so a late batch of yesterday's views still finds its salt; a later one, a minute. */
const expiresAt = (day: string) =>
  Math.max(Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + 25 * 60 * 60, Math.floor(Date.now() / 1000) + 60);

/**
 * Every replica's one count: the day's salt and the day's visitor hashes in Redis, both gone after
 * the day. While Redis is away, this replica counts in its memory.
 */
export function visitorDaysInRedis(shared: SharedRedis): VisitorDays {
  const memory = visitorDaysInMemory();
  const salts = new Map<string, string>();
  async function saltOf(day: string): Promise<string> {
    const known = salts.get(day);
    if (known) return known;
    const key = `analytics:salt:${day}`;
    await shared.redis.set(key, randomBytes(32).toString('base64url'), 'EXAT', expiresAt(day), 'NX');
    const salt = (await shared.redis.get(key))!;
    salts.clear();
    salts.set(day, salt);
    return salt;
  }
  return {
    firstVisits: (visits) =>
      shared.orElse(
        async (redis) => {
          const pipeline = redis.pipeline();
          for (const visit of visits) {
            const set = `analytics:visitors:${visit.day}`;
            pipeline.sadd(set, visitorOf(await saltOf(visit.day), visit));
            pipeline.expireat(set, expiresAt(visit.day));
          }
          const answers = (await pipeline.exec()) ?? [];
          return visits.map((_visit, at) => {
            const [error, added] = answers[at * 2] ?? [];
            if (error) throw error;
            return added === 1;
          });
        },
        () => memory.firstVisits(visits),
      ),
  };
}
