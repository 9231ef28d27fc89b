import { expect, test } from '@playwright/test';

test('with the CMS down, cached pages are still served and the others say so politely', async ({ page }) => {
  // Warm the cache while the CMS is up.
  await page.goto('/articles');
  const cachedTitle = await page.locator('.story-card h3').first().innerText();

  process.kill(Number(process.env.E2E_CMS_PID), 'SIGKILL');
  await expect.poll(() => fetch(`${process.env.E2E_CMS_URL}/_health`).then(() => 'up', () => 'down')).toBe('down');

  const cached = await page.goto('/articles');
  expect(cached?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: cachedTitle })).toBeVisible();

  const uncached = await page.goto('/articles?category=wellness&page=3');
  expect(uncached?.status()).toBe(503);
  await expect(page.getByRole('heading', { name: "We'll be right back" })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/at .*\.js:\d+/);

  const home = await page.goto('/');
  expect(home?.status()).toBe(200);
});
