import { postTypeLabel } from '@journey-canvas/shared';
import { expect, test } from '@playwright/test';
import { cmsGet, publishedCount } from './support/cms';
import { readSitemap } from './support/sitemap';

interface CmsPost {
  title: string;
  metaTitle: string;
  metaDescription: string;
  author: string;
  publishedAt: string;
  updatedAt: string;
  images: ImageFile[];
}

interface ImageFile {
  url: string;
  width: number;
  height: number;
  alternativeText: string | null;
  formats?: { large?: { url: string; width: number; height: number } };
}

/** Stories on one page of a list (the site's STORIES_PER_PAGE). */
const PER_PAGE = 9;

test.describe('stories', () => {
  test('the list shows cards newest first, with image, badge, title, author, date and Read Story', async ({ page }) => {
    await page.goto('/articles');
    await expect(page.getByRole('heading', { level: 1, name: 'Travel Stories & Adventures' })).toBeVisible();
    const cards = page.locator('.story-card');
    await expect(cards).toHaveCount(9);
    const first = cards.first();
    await expect(first.locator('img')).toHaveAttribute('srcset', /\d+w/);
    await expect(first.locator('img')).toHaveAttribute('width', /\d+/);
    const slug = (await first.getByRole('link', { name: /Read Story/ }).getAttribute('href'))!.split('/').pop();
    const { data } = await cmsGet<{ data: { postType: string }[] }>(`/api/blog-posts?filters[slug][$eq]=${slug}`);
    await expect(first.locator('.badge')).toHaveText(postTypeLabel(data[0]!.postType));
    await expect(first.getByText(/^By /)).toBeVisible();
    await expect(first.getByRole('link', { name: /Read Story/ })).toHaveAttribute('href', /^\/articles\/[a-z0-9-]+$/);
    const dates = await cards
      .locator('time')
      .evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime')!)));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    await expect(cards.nth(5).locator('img')).toHaveAttribute('loading', 'lazy');
  });

  test('paginates to older stories and back', async ({ page }) => {
    await page.goto('/articles');
    await page.getByRole('link', { name: 'Older stories →' }).click();
    await expect(page).toHaveURL(/\/articles\?page=2$/);
    await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
    const total = await publishedCount();
    await expect(page.locator('.story-card')).toHaveCount(Math.min(PER_PAGE, total - PER_PAGE));
    await page.getByRole('link', { name: '← Newer stories' }).click();
    await expect(page).toHaveURL(/\/articles$/);
    await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
  });

  test('filters by category and shows the empty state when nothing matches', async ({ page }) => {
    await page.goto('/articles?category=food');
    const badges = page.locator('.story-card .badge');
    await expect(badges).toHaveCount(Math.min(PER_PAGE, await publishedCount('food')));
    for (const badge of await badges.all()) await expect(badge).toHaveText('Food & Cuisine');
    await expect(page.getByRole('link', { name: 'Food & Cuisine' }).first()).toHaveAttribute('aria-current', 'page');

    const empty = await page.goto('/articles?category=tips');
    expect(empty?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'No Stories Yet' })).toBeVisible();
    await expect(page.getByText('Check back soon for inspiring travel content!')).toBeVisible();
  });

  test('an article shows its story, reading time and call to action', async ({ page }) => {
    await page.goto('/articles');
    const title = await page.locator('.story-card').first().getByRole('heading').innerText();
    await page
      .locator('.story-card')
      .first()
      .getByRole('link', { name: /Read Story/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/By .+ · [A-Z][a-z]+ \d{1,2}, \d{4} · \d+ min read/)).toBeVisible();
    await expect(page.locator('.featured-image img')).toHaveAttribute('srcset', /\d+w/);
    await expect(page.locator('.prose h2').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/contact');
    await page.getByRole('link', { name: '← Back to Stories' }).click();
    await expect(page).toHaveURL(/\/articles$/);
  });

  test("an unknown category or a page past the last answers 404 with the site's 404 page, never cached", async ({ page }) => {
    const unknown = await page.goto('/articles?category=no-such-category');
    expect(unknown?.status()).toBe(404);
    expect(unknown?.headers()['cache-control']).toBe('no-store');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByText('Details').click();
    await expect(page.getByText('/articles?category=no-such-category')).toBeVisible();

    const pastTheLast = await page.goto('/articles?page=999');
    expect(pastTheLast?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  });

  test('a missing article answers 404 with "Blog Post Not Found"', async ({ page }) => {
    const response = await page.goto('/articles/no-such-story');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Blog Post Not Found' })).toBeVisible();
    await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole('link', { name: '← Back to Stories' })).toHaveAttribute('href', '/articles');
  });
});

test.describe('search engines', () => {
  test('an article has its title, description, canonical URL, social tags and BlogPosting record', async ({ page, baseURL }) => {
    // The newest story written with its own meta description (other tests publish stories without one).
    const {
      data: [post],
    } = await cmsGet<{ data: (CmsPost & { slug: string })[] }>(
      '/api/blog-posts?filters[metaDescription][$notNull]=true&sort=publishedAt:desc&pagination[pageSize]=1&populate=images',
    );
    const href = `/articles/${post!.slug}`;
    const response = await page.goto(href);
    expect(response?.headers()['cache-control']).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+.*stale-if-error=\d+/);
    await expect(page).toHaveTitle(`${post!.metaTitle} - Blog`);
    const head = page.locator('head');
    // The large format, or the file itself when the picture is smaller than that.
    const file = post!.images[0]!;
    const shared = file.formats?.large ?? file;
    const image = `${process.env.E2E_CMS_URL}${shared.url}`;
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${href}`);
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', post!.metaDescription);
    await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', image);
    await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute('content', String(shared.width));
    await expect(head.locator('meta[property="og:image:height"]')).toHaveAttribute('content', String(shared.height));
    await expect(head.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', file.alternativeText || post!.title);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const jsonLd = JSON.parse((await head.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: post!.title,
      description: post!.metaDescription,
      url: `${baseURL}${href}`,
      author: { name: post!.author },
      image: [image],
      datePublished: post!.publishedAt,
      dateModified: post!.updatedAt,
    });
  });

  test('a filtered list and a static page name their canonical address, and share the PNG card', async ({ page, baseURL }) => {
    await page.goto('/articles?utm_source=newsletter&category=food');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/articles?category=food`);

    await page.goto('/about');
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/about`);
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/images/og-default.png`);
    await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(head.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
    const card = await page.request.get('/images/og-default.png');
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
  });

  test('sitemap, RSS and robots.txt come from the published posts', async ({ request, baseURL }) => {
    const list = await request.get('/articles');
    const slugs = new Set([...(await list.text()).matchAll(/href="\/articles\/([a-z0-9-]+)"/g)].map((match) => match[1]));
    expect(slugs.size).toBe(PER_PAGE);

    // The index names the pages' sitemap and each language's stories in parts: every live story, once.
    const { files } = await readSitemap(request);
    expect(Object.keys(files)).toEqual(['/sitemaps/pages.xml', '/sitemaps/stories-1.xml', '/sitemaps/stories-fr-1.xml']);
    const stories = files['/sitemaps/stories-1.xml']!;
    for (const slug of slugs) expect(stories).toContain(`<loc>${baseURL}/articles/${slug}</loc>`);
    expect(stories.match(/<url>/g)).toHaveLength(await publishedCount());
    expect(files['/sitemaps/pages.xml']).toContain(`<loc>${baseURL}/articles</loc>`);
    const missing = [
      ...['/sitemaps/stories-2.xml', '/sitemaps/stories-0.xml', '/sitemaps/other.xml', '/sitemaps/stories-fr-2.xml'],
      // The default language's parts have no code, and a language the site lacks has none.
      ...['/sitemaps/stories-en-1.xml', '/sitemaps/stories-de-1.xml'],
    ];
    for (const path of missing) {
      expect((await request.get(path)).status(), path).toBe(404);
    }

    const rss = await request.get('/rss.xml');
    expect(rss.headers()['content-type']).toContain('application/rss+xml');
    const rssText = await rss.text();
    expect(rssText).toContain('<rss version="2.0"');
    expect(rssText.match(/<item>/g)).toHaveLength(await publishedCount());

    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
