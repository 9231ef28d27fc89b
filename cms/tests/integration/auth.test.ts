import { afterAll, describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES, MAX_FAILED_LOGINS } from '@journey-canvas/shared';
import { DEV_ADMIN } from '@journey-canvas/shared/server';
import { api } from '../support/api';

/** The test server's cooling-off period (LOGIN_COOLDOWN_SECONDS in the test environment). */
const COOLDOWN_MS = 10_000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const attempt = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api('/api/auth/local', { body, headers });

describe('admin authentication', () => {
  afterAll(() => wait(COOLDOWN_MS + 500));

  it('issues a token valid for exactly 8 hours', async () => {
    const response = await attempt({ identifier: DEV_ADMIN.email, password: DEV_ADMIN.password });
    expect(response.status).toBe(200);
    expect(response.body.user.username).toBe(DEV_ADMIN.email);
    const payload = JSON.parse(Buffer.from(response.body.jwt.split('.')[1], 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(8 * 60 * 60);
  });

  it('refuses an email or a password over 100 characters with its message, counting no failure', async () => {
    for (let i = 0; i < MAX_FAILED_LOGINS + 1; i += 1) {
      const tooLong = await attempt({ identifier: `${'a'.repeat(95)}@example.com`, password: 'p'.repeat(101) });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.error.details.errors).toEqual([
        { path: ['identifier'], message: LOGIN_MESSAGES.emailTooLong, name: 'ValidationError' },
        { path: ['password'], message: LOGIN_MESSAGES.passwordTooLong, name: 'ValidationError' },
      ]);
    }
    expect((await attempt({ identifier: DEV_ADMIN.email, password: DEV_ADMIN.password })).status).toBe(200);
  });

  it('answers 429 after 5 failures, even for the right password, however the request is dressed', async () => {
    for (let i = 0; i < 5; i += 1) {
      const failure = await attempt({ identifier: DEV_ADMIN.email, password: `wrong-${i}` });
      expect(failure.status).toBe(400);
    }
    const right = { identifier: DEV_ADMIN.email, password: DEV_ADMIN.password };
    expect((await attempt(right)).status).toBe(429);
    expect((await attempt({ ...right, identifier: ` ${DEV_ADMIN.email.toUpperCase()} ` })).status).toBe(429);
    expect((await attempt({ ...right, email: 'someone-else@example.com' })).status).toBe(429);
    expect((await attempt(right, { 'X-Forwarded-For': '203.0.113.9' })).status).toBe(429);
    const refused = await attempt(right, { 'X-Forwarded-For': '198.51.100.7, 203.0.113.10' });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe('Too many failed login attempts. Please wait before trying again.');
    // The test server's 10-second cooling-off, begun less than a second ago (9 on a slow run).
    expect([9, 10]).toContain(Number(refused.headers.get('retry-after')));
    expect(refused.body.error.details).toEqual({ retryAfterSeconds: Number(refused.headers.get('retry-after')) });
  });

  it('lets the right password in again after the cooling-off period', async () => {
    await wait(COOLDOWN_MS + 500);
    const response = await attempt({ identifier: DEV_ADMIN.email, password: DEV_ADMIN.password });
    expect(response.status).toBe(200);
  });

  it('cools off an address that rotates through accounts', async () => {
    // Together, so all ten fall inside the test server's 4-second window even on a busy machine
    // (each refusal costs a bcrypt comparison, an unknown account's too).
    const failures = await Promise.all(
      Array.from({ length: 10 }, (_, i) => attempt({ identifier: `nobody-${i}@example.com`, password: 'guess' })),
    );
    expect(failures.map((failure) => failure.status)).toEqual(Array(10).fill(400));
    expect((await attempt({ identifier: DEV_ADMIN.email, password: DEV_ADMIN.password })).status).toBe(429);
  });
});
