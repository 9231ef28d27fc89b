import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN } from '../support/api';
import { scratchDatabase, type ScratchDatabaseHandle } from '../support/scratch-database';
import { startStrapi, type RunningStrapi } from '../../../testing/strapi-server';

/** The reverse proxy's address; 127.0.0.2, also this machine, stands for a client that reaches the CMS directly. */
const PROXY = '127.0.0.1';
const DIRECT = '127.0.0.2';

/** A CMS started as production runs it behind a reverse proxy (TRUST_PROXY_ADDRESSES names it). */
describe('login throttling behind a trusted proxy', () => {
  let database: ScratchDatabaseHandle;
  let cms: RunningStrapi;

  beforeAll(async () => {
    database = await scratchDatabase();
    cms = await startStrapi({ ...database.env, TRUST_PROXY_ADDRESSES: PROXY, SEED_DEMO_CONTENT: 'false' });
  }, 120_000);
  afterAll(async () => {
    await cms?.stop();
    await database?.drop();
  });

  /** A login sent from `from` with this X-Forwarded-For: the client may write anything, a proxy appends the address it saw. */
  const attempt = (password: string, forwardedFor: string, from = PROXY) =>
    new Promise<number>((resolve, reject) => {
      const url = new URL('/api/auth/local', cms.url);
      const body = JSON.stringify({ identifier: DEV_ADMIN.email, password });
      const request = http.request(
        url,
        {
          method: 'POST',
          localAddress: from,
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(body),
            'X-Forwarded-For': forwardedFor,
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode!);
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  it('judges the address the proxy saw, so a forged X-Forwarded-For entry resets nothing', async () => {
    for (let i = 0; i < 5; i += 1) expect(await attempt(`wrong-${i}`, `198.51.100.${i}, 203.0.113.1`)).toBe(400);
    expect(await attempt(DEV_ADMIN.password, '198.51.100.99, 203.0.113.1')).toBe(429);
    expect(await attempt(DEV_ADMIN.password, '203.0.113.1')).toBe(429);
    // Another reader behind the same proxy is not held up by it.
    expect(await attempt(DEV_ADMIN.password, '203.0.113.2')).toBe(200);
  });

  it('lets a burst of parallel guesses have five tries, no more', async () => {
    const statuses = await Promise.all(Array.from({ length: 8 }, (_, i) => attempt(`guess-${i}`, '203.0.113.3')));
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });

  it('believes no X-Forwarded-For from a sender that is not a configured proxy', async () => {
    for (let i = 0; i < 5; i += 1) expect(await attempt(`wrong-${i}`, `198.51.100.${10 + i}`, DIRECT)).toBe(400);
    expect(await attempt(DEV_ADMIN.password, '198.51.100.50', DIRECT)).toBe(429);
    expect(await attempt(DEV_ADMIN.password, '198.51.100.51, 127.0.0.1', DIRECT)).toBe(429);
  });
});
