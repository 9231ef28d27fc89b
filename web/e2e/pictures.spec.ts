import { expect, test } from '@playwright/test';
import { cmsGet } from './support/cms';
import { rawGet } from './support/http';
import { logEventsSince, logSize } from './support/log';

/** The widths a page's pictures offer (every `srcset` of `<img>` and `<source>`). */
const offeredWidths = (html: string) =>
  [...html.matchAll(/srcSet="([^"]*)"|srcset="([^"]*)"/g)].flatMap(([, a, b]) =>
    (a ?? b ?? '').split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1])),
  );

async function newestArticle() {
  const { data } = await cmsGet<{ data: { slug: string }[] }>('/api/blog-posts?pagination[pageSize]=1&sort=publishedAt:desc');
  return `/articles/${data[0]!.slug}`;
}

test('an article offers its photos as AVIF and WebP, which Chromium picks, with the upload format as fallback', async ({
  page,
}) => {
  const path = await newestArticle();
  await page.goto(path);
  const featured = page.locator('.featured-image picture');
  await expect(featured.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\.avif 500w/);
  await expect(featured.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\.webp 500w/);
  await expect(featured.locator('img')).toHaveAttribute('src', /\.(jpe?g|png)$/);
  const chosen = await featured.locator('img').evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return { src: img.currentSrc, width: img.naturalWidth };
  });
  expect(chosen.src).toMatch(/\.avif$/);
  expect(chosen.width).toBeGreaterThan(0);
});

test('a reader saving data gets phone-size pictures, kept apart in the cache', async () => {
  const path = await newestArticle();
  const full = await rawGet(path);
  expect(Math.max(...offeredWidths(full.body.toString()))).toBeGreaterThan(500);

  const since = await logSize();
  const saving = await rawGet(path, { 'Save-Data': 'on' });
  expect(saving.status).toBe(200);
  expect(saving.headers.vary).toContain('Save-Data');
  const widths = offeredWidths(saving.body.toString());
  expect(widths.length).toBeGreaterThan(0);
  expect(Math.max(...widths)).toBeLessThanOrEqual(500);
  expect(saving.body.toString()).toMatch(/<img[^>]+src="[^"]*small_[^"]*"/);

  // Asked again, each variant is answered from its own cache entry.
  const again = await rawGet(path, { 'Save-Data': 'on' });
  expect(again.body.equals(saving.body)).toBe(true);
  expect((await rawGet(path)).body.equals(full.body)).toBe(true);
  // Page views are written asynchronously, so the first request's line may come after `since`:
  // the last three lines are this test's three requests, in order.
  await expect
    .poll(() =>
      logEventsSince(since)
        .filter((line) => line.path === path)
        .map((line) => line.cache)
        .slice(-3),
    )
    .toEqual(['miss', 'hit', 'hit']);
});
