import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { rawGet } from './support/http';
import { logSize } from './support/log';

test.describe('odd addresses', () => {
  test('a NUL or broken percent-encoding in any part of an address is a 404 or a 400, never a 500', async () => {
    const notFound = [
      '/places/%00',
      '/places/a%00b',
      '/places/%00.data',
      '/articles/%00',
      '/articles/a%00b.data',
      '/authors/%00',
      '/articles?category=%00',
      '/articles?category=food%00',
      '/articles?page=%00',
      '/authors/kenji-mori?page=%00',
      '/places/Japan?page=1%00',
      '/rss.xml?category=%00',
    ];
    for (const address of notFound) {
      const { status, body } = await rawGet(address);
      expect(status, address).toBe(404);
      expect(body.toString('utf8'), address).not.toMatch(/at .*\.js:\d+/);
    }
    for (const address of ['/places/%E0%A4%A', '/articles/%E0%A4%A', '/%E0']) {
      expect((await rawGet(address)).status, address).toBe(400);
    }
    // Search text is cleaned of control characters before the CMS sees it.
    expect((await rawGet('/search?q=%00')).status).toBe(200);
    expect((await rawGet('/search?q=kyoto%00%E0')).status).toBe(200);
  });

  test('every error the site logs is one JSON line, a broken address included', async () => {
    const from = await logSize();
    for (const address of ['/places/%E0%A4%A', '/places/%00', '/%E0%A4%A.data']) await rawGet(address);
    await expect(async () => {
      const lines = fs.readFileSync(process.env.E2E_WEB_LOG!).subarray(from).toString('utf8').split('\n').filter(Boolean);
      expect(lines.filter((line) => line.includes('"event":"request-error"'))).toHaveLength(2);
      for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
      expect(lines.map((line) => JSON.parse(line))).toContainEqual(
        expect.objectContaining({ event: 'request-error', path: '/places/%E0%A4%A', status: 400 }),
      );
    }).toPass({ timeout: 5_000 });
  });
});
