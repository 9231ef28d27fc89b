import http from 'node:http';
import { expect, test } from '@playwright/test';

/**
 * The site runs with TRUST_PROXY_ADDRESSES=127.0.0.1: that address plays the reverse proxy, and
 * 127.0.0.2 (also this machine) a client that reaches the site directly. The browser error
 * reports endpoint lets each client address send 30 reports a minute, which shows whose address
 * the site believed.
 */
const PROXY = '127.0.0.1';
const DIRECT = '127.0.0.2';
const REPORTS_PER_MINUTE = 30;

function report(from: string, forwardedFor: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ kind: 'error', message: 'proxy trust check', path: '/' });
    const request = http.request(
      `http://127.0.0.1:${process.env.E2E_WEB_PORT}/api/client-errors`,
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
}

test.describe('the client address behind a reverse proxy', () => {
  test('the site believes the address the proxy forwards, one client each', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= REPORTS_PER_MINUTE; i += 1) statuses.push(await report(PROXY, `198.51.100.7, 203.0.113.${i}`));
    expect(statuses).toEqual(Array(REPORTS_PER_MINUTE + 1).fill(204));
  });

  test('a forged X-Forwarded-For from anyone else is not believed', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= REPORTS_PER_MINUTE; i += 1) statuses.push(await report(DIRECT, `203.0.113.${100 + i}`));
    expect(statuses.slice(0, REPORTS_PER_MINUTE)).toEqual(Array(REPORTS_PER_MINUTE).fill(204));
    expect(statuses.at(-1)).toBe(429);
  });
});
