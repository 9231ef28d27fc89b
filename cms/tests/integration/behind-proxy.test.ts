import http from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { DEV_ADMIN } from '@journey-canvas/shared/server';

/**
 * The reverse proxy's address, which the shared test CMS trusts as production trusts its proxy
 * (TRUST_PROXY_ADDRESSES, set by the global setup); 127.0.0.2, also this machine, stands for a
 * client that reaches the CMS directly.
 */
const PROXY = inject('proxyAddress');
const DIRECT = '127.0.0.2';

/**
 * Each login is sent from `from` with an X-Forwarded-For: the client may write anything there, a
 * proxy appends the address it saw.
 */
function login(cmsUrl: string, body: { identifier: string; password: string }, forwardedFor: string, from = PROXY) {
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const json = JSON.stringify(body);
    const started = performance.now();
    const request = http.request(
      new URL('/api/auth/local', cmsUrl),
      {
        method: 'POST',
        localAddress: from,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(json),
          'X-Forwarded-For': forwardedFor,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode!, ms: performance.now() - started }));
      },
    );
    request.on('error', reject);
    request.end(json);
  });
}

const CMS_URL = inject('cmsUrl');

describe('login throttling behind a trusted proxy', () => {
  const attempt = async (password: string, forwardedFor: string, from = PROXY) =>
    (await login(CMS_URL, { identifier: DEV_ADMIN.email, password }, forwardedFor, from)).status;

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
    expect(await attempt(DEV_ADMIN.password, `198.51.100.51, ${PROXY}`, DIRECT)).toBe(429);
  });
});

describe('how long a refused login takes', () => {
  it('is the same for an unknown account as for a wrong password', async () => {
    // Each attempt from its own forwarded address, so the throttle never steps in; interleaved, so
    // load on the machine falls on both kinds alike.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const wrongPassword = await login(CMS_URL, { identifier: DEV_ADMIN.email, password: `wrong-${i}` }, `192.0.2.${i}`);
      const noAccount = await login(CMS_URL, { identifier: `nobody-${i}@example.com`, password: 'guess' }, `192.0.2.${100 + i}`);
      expect([wrongPassword.status, noAccount.status]).toEqual([400, 400]);
      known.push(wrongPassword.ms);
      unknown.push(noAccount.ms);
    }
    // Without the dummy comparison an unknown account is refused some twenty times faster than a
    // wrong password; with it, both take one bcrypt comparison. Medians ride out the bursts of a
    // busy machine, and the margin (four times either way) stays far from both.
    const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const ratio = median(unknown) / median(known);
    const timings = `wrong password ${known.map(Math.round)} ms, unknown account ${unknown.map(Math.round)} ms`;
    expect(ratio, timings).toBeGreaterThan(0.25);
    expect(ratio, timings).toBeLessThan(4);
  });
});
