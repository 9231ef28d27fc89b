import { describe, expect, it } from 'vitest';
import { DEV_ADMIN } from '@journey-canvas/shared/server';
import { api } from '../support/api';

const UNKNOWN = 'nobody-here@example.com';

describe('whether an address has an account', () => {
  // How long a refused login takes is checked in behind-proxy.test.ts, where the throttle stays out of the way.
  it('is not told by the account routes the product does not use: they are closed to everyone alike', async () => {
    const routes: [string, string, (email: string) => unknown][] = [
      ['POST', '/api/auth/forgot-password', (email) => ({ email })],
      ['POST', '/api/auth/send-email-confirmation', (email) => ({ email })],
      ['POST', '/api/auth/local/register', (email) => ({ username: email, email, password: 'Some-password-1' })],
      [
        'POST',
        '/api/auth/reset-password',
        () => ({ code: 'x', password: 'Some-password-1', passwordConfirmation: 'Some-password-1' }),
      ],
      ['GET', '/api/auth/email-confirmation?confirmation=x', () => undefined],
      ['GET', '/api/connect/github', () => undefined],
      ['POST', '/api/auth/refresh', () => ({ refreshToken: 'x' })],
    ];
    for (const [method, path, body] of routes) {
      const known = await api(path, { method, body: body(DEV_ADMIN.email) });
      const unknown = await api(path, { method, body: body(UNKNOWN) });
      expect(known.status, path).toBe(403);
      expect(unknown, path).toEqual(expect.objectContaining({ status: known.status, body: known.body }));
    }
  });
});
