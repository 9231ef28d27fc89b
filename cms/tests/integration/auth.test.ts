import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES, MAX_FAILED_LOGINS } from '@journey-canvas/shared';
import { DEV_ADMIN } from '@journey-canvas/shared/server';
import { api, newAccount, throwawayAddress } from '../support/api';

const attempt = (body: Record<string, unknown>, headers: Record<string, string> = {}, from?: string) =>
  api('/api/auth/local', { body, headers, from });

/**
 * The lockouts here are of accounts made for the test, from a loopback address of the test's own,
 * so no other test waits out a cooling-off. That the right password gets in once it ends is shown
 * on a CMS with a 2-second cooling-off (two-factor.test.ts, which starts one anyway).
 */
describe('admin authentication', () => {
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
    const { email, password } = await newAccount('author', 'locked-out');
    const from = throwawayAddress();
    for (let i = 0; i < 5; i += 1) {
      const failure = await attempt({ identifier: email, password: `wrong-${i}` }, {}, from);
      expect(failure.status).toBe(400);
    }
    const right = { identifier: email, password };
    expect((await attempt(right, {}, from)).status).toBe(429);
    expect((await attempt({ ...right, identifier: ` ${email.toUpperCase()} ` }, {}, from)).status).toBe(429);
    expect((await attempt({ ...right, email: 'someone-else@example.com' }, {}, from)).status).toBe(429);
    expect((await attempt(right, { 'X-Forwarded-For': '203.0.113.9' }, from)).status).toBe(429);
    const refused = await attempt(right, { 'X-Forwarded-For': '198.51.100.7, 203.0.113.10' }, from);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe('Too many failed login attempts. Please wait before trying again.');
    // The test server's 10-second cooling-off, begun less than a second ago (9 on a slow run).
    expect([9, 10]).toContain(Number(refused.headers.get('retry-after')));
    expect(refused.body.error.details).toEqual({ retryAfterSeconds: Number(refused.headers.get('retry-after')) });
    // The lock is this address's: the same account signs in from anywhere else.
    expect((await attempt(right)).status).toBe(200);
  });

  it('cools off an address that rotates through accounts', async () => {
    const from = throwawayAddress();
    // Together, so all ten fall inside the test server's cooling-off even on a busy machine
    // (each refusal costs a bcrypt comparison, an unknown account's too).
    const failures = await Promise.all(
      Array.from({ length: 10 }, (_, i) => attempt({ identifier: `nobody-${i}@example.com`, password: 'guess' }, {}, from)),
    );
    expect(failures.map((failure) => failure.status)).toEqual(Array(10).fill(400));
    expect((await attempt({ identifier: DEV_ADMIN.email, password: DEV_ADMIN.password }, {}, from)).status).toBe(429);
  });
});
