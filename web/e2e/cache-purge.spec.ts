import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { adminToken, cmsGet, cmsPut } from './support/cms';
import { PURGE_MS } from './support/purge';

test('an article edited in the CMS shows on the site within seconds', async ({ page }) => {
  await page.goto('/articles');
  const href = (await page.locator('.story-card a.read-more').nth(1).getAttribute('href'))!;
  await page.goto(href);
  const before = await page.getByRole('heading', { level: 1 }).innerText();

  const token = await adminToken();
  // Found by its address: other tests leave stories that share a title.
  const slug = decodeURIComponent(href.split('/').pop()!);
  const [post] = (await cmsGet(`/api/blog-posts?filters[slug][$eq]=${encodeURIComponent(slug)}`)).data;
  const renamed = `${before} (revisited)`;
  await cmsPut(`/api/admin/blog-posts/${post.documentId}`, { title: renamed }, token);

  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed, { timeout: 500 });
  }).toPass({ timeout: PURGE_MS });
  await page.goto('/articles');
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
});

test('the purge endpoint refuses callers without the secret', async ({ request }) => {
  const response = await request.post('/api/cache/purge', { data: { event: 'entry.update' } });
  expect(response.status()).toBe(401);
});

test('browser errors are reported to the server and logged with the page path', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('kaboom from the e2e test');
    });
    void Promise.reject(new Error('rejected in the e2e test'));
  });
  await expect(async () => {
    const log = fs.readFileSync(process.env.E2E_WEB_LOG!, 'utf8');
    expect(log).toMatch(/"event":"client-error".*"message":"kaboom from the e2e test".*"path":"\/about"/);
    expect(log).toMatch(/"event":"client-error","kind":"unhandledrejection","message":"rejected in the e2e test"/);
  }).toPass({ timeout: 5_000 });
});
