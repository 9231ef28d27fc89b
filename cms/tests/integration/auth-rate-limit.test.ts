import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase, type ScratchDatabaseHandle } from '@journey-canvas/testing/scratch-database';
import { startStrapi, type RunningStrapi } from '@journey-canvas/testing/strapi-server';

/** A CMS of its own, with an auth rate limit small enough to reach (the shared one allows 1,000 a minute). */
const LIMIT = 3;

let database: ScratchDatabaseHandle;
let cms: RunningStrapi;

beforeAll(async () => {
  database = await scratchDatabase();
  cms = await startStrapi({ ...database.env, AUTH_RATE_LIMIT_MAX: String(LIMIT), SEED_DEMO_CONTENT: 'false' });
}, 120_000);
afterAll(async () => {
  await cms?.stop();
  await database?.drop();
});

const post = async (path: string, body: object) =>
  (
    await fetch(`${cms.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).status;

describe('the auth rate limit on the doors open to anyone', () => {
  for (const [path, body] of [
    ['/api/auth/two-factor', { challenge: 'forged', code: '123456' }],
    ['/api/staff/invitations/check', { token: 'forged' }],
    ['/api/staff/invitations/accept', { token: 'forged', password: 'Long-enough-password-1' }],
  ] as const) {
    it(`holds ${path} to AUTH_RATE_LIMIT_MAX a minute per address, whatever email the body names`, async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= LIMIT; i += 1) statuses.push(await post(path, { ...body, email: `guess-${i}@example.com` }));
      expect(statuses.slice(0, LIMIT).every((status) => status !== 429)).toBe(true);
      expect(statuses[LIMIT]).toBe(429);
      expect(await post(path, body)).toBe(429);
    });
  }
});
