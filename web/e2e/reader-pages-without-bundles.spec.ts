import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { cmsGet } from './support/cms';

/** The reader pages with no bundle (decision 065): an article, lists, a guide, search, an author's and a place's page. */
async function readerPages(): Promise<string[]> {
  const { data } = await cmsGet<{ data: { slug: string; authorSlug: string; placeCountry: string }[] }>(
    '/api/blog-posts?pagination[pageSize]=1&sort=publishedAt:desc&filters[postType][$eq]=guide',
  );
  const guide = data[0]!;
  return [
    '/',
    '/articles',
    '/tips-and-guides',
    `/articles/${guide.slug}`,
    '/search?q=kyoto',
    `/authors/${guide.authorSlug}`,
    `/places/${encodeURIComponent(guide.placeCountry)}`,
  ];
}

/** The most inline script a reader page may carry, gzipped (at most 18 KB in all). */
const INLINE_SCRIPT_BUDGET = 18 * 1024;

test('reader pages name no script file and carry a few hundred bytes of inline script', async ({ request }) => {
  for (const path of await readerPages()) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/<script\b[^>]*\bsrc=/);
    expect(html, path).not.toContain('modulepreload');
    const inline = [...html.matchAll(/<script\b(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
      ([, body]) => body,
    );
    expect(inline.length, path).toBeGreaterThan(0);
    expect(gzipSync(inline.join('')).length, path).toBeLessThan(INLINE_SCRIPT_BUDGET);
  }
});

test('speculation rules are present, valid, and keep to reader pages', async ({ page }) => {
  await page.goto('/articles');
  const rules = page.locator('script[type="speculationrules"]');
  await expect(rules).toHaveCount(1);
  expect(await page.evaluate(() => HTMLScriptElement.supports('speculationrules'))).toBe(true);
  const parsed = JSON.parse((await rules.textContent())!) as Record<string, { where: unknown; eagerness: string }[]>;
  expect(Object.keys(parsed).sort()).toEqual(['prefetch', 'prerender']);
  const text = JSON.stringify(parsed);
  for (const excluded of ['/admin/*', '/api/*', '/preview/*', '/newsletter/*']) expect(text).toContain(`"${excluded}"`);
  // The browser prefetches a story card's page once the pointer rests on its link.
  const prefetched = page.waitForRequest(
    (request) => /\/articles\/[a-z0-9-]+$/.test(request.url()) && request.headers()['sec-purpose']?.includes('prefetch') === true,
  );
  await page.locator('.story-card a.read-more').first().hover();
  await prefetched;
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`reader flows ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test('search, pagination and previous/next work the same', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('search', { name: 'Site search' }).first().getByRole('searchbox').fill('kyoto');
      await page.getByRole('search', { name: 'Site search' }).first().getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/search\?q=kyoto$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.search-results a').first()).toBeVisible();

      await page.goto('/articles');
      await page.getByRole('link', { name: 'Older stories →' }).click();
      await expect(page).toHaveURL(/\/articles\?page=2$/);
      await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
      await page.getByRole('link', { name: '← Newer stories' }).click();
      await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();

      await page.locator('.story-card a.read-more').first().click();
      const neighbours = page.getByRole('navigation', { name: 'Previous and next stories' });
      const previous = neighbours.getByRole('link', { name: /Previous story/ });
      const target = (await previous.getAttribute('href'))!;
      await previous.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(
        page.getByRole('navigation', { name: 'Previous and next stories' }).getByRole('link', { name: /Next story/ }),
      ).toBeVisible();
    });
  });
}
