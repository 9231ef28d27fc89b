import { expect, test } from '@playwright/test';
import { logEventsSince, logSize } from './support/log';

test.describe('the web log', () => {
  test('a page view is one request line; the files it pulls in are not logged', async ({ page }) => {
    const from = await logSize();
    const view = `/about?visit=${Date.now()}`;
    await page.goto(view);
    await page.waitForLoadState('networkidle');
    await expect(async () => {
      expect(logEventsSince(from).filter((event) => event.event === 'request' && event.path === view)).toHaveLength(1);
    }).toPass({ timeout: 5_000 });
    expect(
      logEventsSince(from)
        .filter((event) => event.event === 'request')
        .map((event) => event.path),
    ).toEqual([view]);
  });

  test('static files are logged only when they fail', async ({ request }) => {
    const from = await logSize();
    for (const file of ['/favicon.svg', '/images/og-default.png', '/images/placeholder.svg']) {
      expect((await request.get(file)).status(), file).toBe(200);
    }
    const missing = `/images/missing-${Date.now()}.png`;
    expect((await request.get(missing)).status()).toBe(404);
    await expect(async () => {
      expect(logEventsSince(from)).toContainEqual(expect.objectContaining({ event: 'request', path: missing, status: 404 }));
    }).toPass({ timeout: 5_000 });
    const logged = logEventsSince(from)
      .filter((event) => event.event === 'request')
      .map((event) => event.path);
    expect(logged).toEqual([missing]);
  });

  test('a miss is logged with its path, as a not-found line and a 404 request line', async ({ page }) => {
    const from = await logSize();
    const path = `/no-such-page-${Date.now()}`;
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(async () => {
      const events = logEventsSince(from);
      expect(events).toContainEqual(expect.objectContaining({ event: 'not-found', path }));
      expect(events).toContainEqual(expect.objectContaining({ event: 'request', path, status: 404 }));
    }).toPass({ timeout: 5_000 });
  });
});
