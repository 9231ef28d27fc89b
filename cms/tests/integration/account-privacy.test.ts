import { afterAll, describe, expect, it } from 'vitest';
import { api, DEV_ADMIN } from '../support/api';

const UNKNOWN = 'nobody-here@example.com';
/** The test server's login cooling-off period (LOGIN_COOLDOWN_SECONDS). */
const COOLDOWN_MS = 4_000;

/** The time one login attempt takes to be refused, in milliseconds. */
async function refusalTime(identifier: string, password: string): Promise<number> {
  const started = performance.now();
  const response = await api('/api/auth/local', { body: { identifier, password } });
  const elapsed = performance.now() - started;
  expect(response.status).toBe(400);
  expect(response.body.error.message).toBe('Invalid identifier or password');
  return elapsed;
}

describe('whether an address has an account', () => {
  // The refused logins below count towards the throttle; let them expire for the files after this one.
  afterAll(() => new Promise((resolve) => setTimeout(resolve, COOLDOWN_MS + 500)));

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

  it('is not told by how long a refused login takes', async () => {
    // Interleaved, so load on the machine falls on both kinds alike; few enough not to trip the throttle.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      known.push(await refusalTime(DEV_ADMIN.email, `wrong-${i}`));
      unknown.push(await refusalTime(`nobody-${i}-${Date.now()}@example.com`, `wrong-${i}`));
    }
    // Noise only ever adds time, so each kind's fastest refusal is its true cost. Without the dummy
    // comparison an unknown account is refused some twenty times faster.
    const ratio = Math.min(...unknown) / Math.min(...known);
    expect(ratio, `known ${known.map(Math.round)} ms, unknown ${unknown.map(Math.round)} ms`).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
