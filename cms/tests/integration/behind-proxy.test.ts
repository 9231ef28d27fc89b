import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN } from '@journey-canvas/shared/server';
import { scratchDatabase, type ScratchDatabaseHandle } from '@journey-canvas/testing/scratch-database';
import { startStrapi, type RunningStrapi } from '@journey-canvas/testing/strapi-server';

/** A CMS started as production runs it behind one reverse proxy (TRUST_PROXY=true, one hop). */
describe('login throttling behind a trusted proxy', () => {
  let database: ScratchDatabaseHandle;
  let cms: RunningStrapi;

  beforeAll(async () => {
    database = await scratchDatabase();
    cms = await startStrapi({ ...database.env, TRUST_PROXY: 'true', SEED_DEMO_CONTENT: 'false' });
  }, 120_000);
  afterAll(async () => {
    await cms?.stop();
    await database?.drop();
  });

  /** A login as the proxy forwards it: the client may write anything, the proxy appends the address it saw. */
  const attempt = (password: string, forwardedFor: string) =>
    fetch(`${cms.url}/api/auth/local`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
      body: JSON.stringify({ identifier: DEV_ADMIN.email, password }),
    }).then((response) => response.status);

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
});
