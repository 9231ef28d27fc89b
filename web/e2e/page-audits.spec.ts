import { expect, test } from '@playwright/test';
import { axeFailures, WIDTHS } from './support/axe';
import { adminToken, cmsDelete, cmsGet, cmsPost } from './support/cms';

/** Every kind of reader page; each is audited at a desktop and a phone width. */
const STATIC_PAGES = [
  '/',
  '/about',
  '/articles',
  '/articles?category=adventure',
  '/tips-and-guides',
  '/contact',
  '/privacy-policy',
  '/terms-and-conditions',
  '/no-such-page',
  '/search',
  '/search?q=kyoto',
  '/search?q=zzqxjnothinghere',
  // A guide with a table of contents, a place and its "Checked on" date; its country's stories.
  '/articles/a-first-timers-guide-to-japans-rail-passes',
  '/places/Japan',
  // Travel: the map, a guide with its itinerary, its printable page, a story with a GPX route, the trip pack.
  '/map',
  '/articles/three-days-in-marrakech-a-practical-itinerary-for-the-medina',
  '/articles/three-days-in-marrakech-a-practical-itinerary-for-the-medina/itinerary',
  '/articles/alone-on-the-georgian-military-road-tbilisi-to-kazbegi-solo',
  '/saved',
];

async function readerPages(): Promise<string[]> {
  const { data } = await cmsGet<{ data: { slug: string }[] }>('/api/blog-posts?pagination[pageSize]=1&sort=publishedAt:desc');
  return [...STATIC_PAGES, `/articles/${data[0]!.slug}`];
}

for (const viewport of WIDTHS) {
  test(`every reader page passes axe (WCAG 2.1 AA) on a ${viewport.name}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const failures: string[] = [];
    for (const path of await readerPages()) {
      await page.goto(path);
      failures.push(...(await axeFailures(page, path)));
    }
    expect(failures).toEqual([]);
  });
}

test('every reader page describes itself in 50 to 160 characters; a 404 names no canonical address', async ({ page }) => {
  for (const path of await readerPages()) {
    await page.goto(path);
    const description = await page.locator('head meta[name="description"]').getAttribute('content');
    expect.soft(description?.length, path).toBeGreaterThanOrEqual(50);
    expect.soft(description?.length, path).toBeLessThanOrEqual(160);
  }
  await page.goto('/no-such-page');
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
});

test.describe('a story written with a long address, a bare image and right-to-left text', () => {
  const url = `https://example.com/${'a'.repeat(130)}`;
  let id: string;
  let slug: string;

  test.beforeAll(async () => {
    const token = await adminToken();
    const [sample] = await cmsGet('/api/admin/blog-posts?range=[0,0]', token);
    const post = await cmsPost(
      '/api/admin/blog-posts',
      {
        postType: 'solo',
        title: url,
        content: `${'A quiet week by the sea, told slowly. '.repeat(4)}\n\n<img src="${sample.images[0].url}">\n\nשלום, זה סיפור על הים.`,
        images: [sample.images[0].id],
        metaDescription: 'A story whose title is one long address, to see that pages still fit a phone.',
      },
      token,
    );
    ({ id, slug } = post);
  });

  test.afterAll(async () => cmsDelete(`/api/admin/blog-posts/${id}`, await adminToken()));

  test('fits a phone, gives the bare image an alt and lets each paragraph find its direction', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/articles/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(url);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await expect(page.locator('.prose img')).toHaveAttribute('alt', '');
    const hebrew = page.locator('.prose p', { hasText: 'שלום' });
    await expect(hebrew).toHaveAttribute('dir', 'auto');
    expect(await hebrew.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  });
});
