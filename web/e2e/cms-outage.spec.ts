import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { cmsGet } from './support/cms';
import { purgeStory } from './support/purge';

test('with the CMS down, cached pages are still served and the others say so politely', async ({ page, request }) => {
  const {
    data: [oldest],
  } = await cmsGet<{ data: { slug: string }[] }>('/api/blog-posts?sort=publishedAt:asc&pagination[pageSize]=1');

  // Warm the cache while the CMS is up.
  await page.goto('/articles');
  const cachedTitle = await page.locator('.story-card').first().getByRole('heading').innerText();
  expect((await page.goto('/'))?.status()).toBe(200);

  process.kill(Number(process.env.E2E_CMS_PID), 'SIGKILL');
  await expect
    .poll(() =>
      fetch(`${process.env.E2E_CMS_URL}/_health`).then(
        () => 'up',
        () => 'down',
      ),
    )
    .toBe('down');

  const cached = await page.goto('/articles');
  expect(cached?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: cachedTitle })).toBeVisible();
  const home = await page.goto('/');
  expect(home?.status()).toBe(200);

  const uncached = await page.goto('/articles?category=wellness&page=3');
  expect(uncached?.status()).toBe(503);
  expect(uncached?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('heading', { name: "We'll be right back" })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/at .*\.js:\d+/);

  // An article the site holds no copy of: the oldest story, purged now, so the render the purge
  // starts again meets the CMS down too (purged before the outage, it could be kept again in time).
  const logFrom = fs.statSync(process.env.E2E_WEB_LOG!).size;
  await purgeStory(request, oldest!.slug);
  const article = await page.goto(`/articles/${oldest!.slug}`);
  expect(article?.status()).toBe(503);
  expect(article?.headers()['cache-control']).toBe('no-store');
  expect(article?.headers()['retry-after']).toBe('60');
  await expect(page.getByRole('heading', { level: 1, name: "We'll be right back" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  await expect(page).toHaveTitle("We'll be right back | Journey Canvas");
  await expect(async () => {
    const log = fs.readFileSync(process.env.E2E_WEB_LOG!).subarray(logFrom).toString('utf8');
    expect(log).toMatch(new RegExp(`"event":"cms-error","key":"list:reading:${oldest!.slug}".*"cause":"[^"]*ECONNREFUSED`));
  }).toPass({ timeout: 5_000 });
});
