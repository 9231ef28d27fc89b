import { expect, test, type Page } from '@playwright/test';
import { cmsGet, cmsUrl } from './support/cms';
import { readSitemap } from './support/sitemap';

/** Every kind of reader page: fixed, lists, an article, an author's and a place's page, a 404. */
async function readerPages(): Promise<string[]> {
  const { data } = await cmsGet('/api/blog-posts?pagination[pageSize]=1&sort=publishedAt:desc&filters[postType][$eq]=guide');
  const guide = data[0];
  return [
    '/',
    '/about',
    '/articles',
    '/articles?category=guide',
    '/tips-and-guides',
    '/contact',
    '/newsletter',
    '/privacy-policy',
    '/terms-and-conditions',
    `/articles/${guide.slug}`,
    `/authors/${guide.authorSlug}`,
    `/places/${encodeURIComponent(guide.placeCountry)}`,
    '/no-such-page',
  ];
}

test.describe('feeds', () => {
  test('the RSS feed carries each whole story, with absolute picture addresses', async ({ request }) => {
    const xml = await (await request.get('/rss.xml')).text();
    const items = xml.match(/<item>[\s\S]*?<\/item>/g)!;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const html = /<content:encoded><!\[CDATA\[([\s\S]*)\]\]><\/content:encoded>/.exec(item)![1]!;
      expect(html).toMatch(new RegExp(`^<p><img src="${cmsUrl()}/uploads/`));
      expect(html).not.toMatch(/(?:src|href)="\/(?!\/)/);
      expect(html).not.toMatch(/<script/i);
    }
  });

  test("each category has its own feed, linked from the category's list", async ({ page, request }) => {
    const { data } = await cmsGet('/api/blog-posts?filters[postType][$eq]=guide&sort=publishedAt:desc&pagination[pageSize]=100');
    const xml = await (await request.get('/rss.xml?category=guide')).text();
    const titles = [...xml.matchAll(/<item><title>([^<]*)<\/title>/g)].map(([, title]) =>
      title!.replace(/&apos;/g, "'").replace(/&amp;/g, '&'),
    );
    expect(titles).toEqual(data.map((post: { title: string }) => post.title));
    expect((await request.get('/rss.xml?category=spaceflight')).status()).toBe(404);

    await page.goto('/articles?category=guide');
    await expect(
      page.locator('head link[rel="alternate"][type="application/rss+xml"][href="/rss.xml?category=guide"]'),
    ).toHaveCount(1);
  });

  test('every sitemap address says when it last changed', async ({ request }) => {
    const { files } = await readSitemap(request);
    const urls = Object.values(files).flatMap((xml) => xml.match(/<url>[\s\S]*?<\/url>/g) ?? []);
    expect(urls.length).toBeGreaterThan(10);
    expect(urls.filter((url) => !/<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/.test(url))).toEqual([]);
  });
});

/** CSP violations a page reports: in its console, and (with JavaScript) as securitypolicyviolation events. */
async function watchViolations(page: Page, javaScript: boolean): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  if (javaScript) {
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      ),
    );
  }
  return violations;
}

test.describe('Content-Security-Policy', () => {
  test('every reader page carries one, nonce-based, its nonce on every script, cached or not', async ({ request }) => {
    for (const path of await readerPages()) {
      for (const attempt of ['first', 'again']) {
        const response = await request.get(path);
        const policy = response.headers()['content-security-policy'] ?? '';
        const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
        expect(nonce, `${path} (${attempt})`).toBeTruthy();
        expect(policy, path).not.toContain('unsafe-inline');
        expect(policy, path).toContain("default-src 'self'");
        expect(policy, path).toContain("object-src 'none'");
        expect(policy, path).toContain("frame-ancestors 'none'");
        expect(policy, path).toContain(`img-src 'self' ${new URL(cmsUrl()).origin}`);
        expect(response.headers()['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
        const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
        const executable = scripts.filter((tag) => !tag.includes('application/ld+json'));
        expect(executable.length, path).toBeGreaterThan(0);
        expect(
          executable.filter((tag) => !tag.includes(`nonce="${nonce}"`)),
          path,
        ).toEqual([]);
      }
    }
  });

  test('no reader page breaks it with JavaScript on, or loads a script file; errors are still reported', async ({ page }) => {
    const violations = await watchViolations(page, true);
    const scriptFiles: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scriptFiles.push(request.url());
    });
    for (const path of await readerPages()) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(violations, path).toEqual([]);
    }
    expect(scriptFiles).toEqual([]);
    // Error reporting is inline and still reaches the site.
    const reported = page.waitForResponse((response) => response.url().endsWith('/api/client-errors'));
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('csp-check');
      }),
    );
    expect((await reported).status()).toBeLessThan(300);
    expect(violations).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('no reader page breaks it, and the CMS pictures load', async ({ page }) => {
      const violations = await watchViolations(page, false);
      for (const path of await readerPages()) {
        await page.goto(path);
        expect(violations, path).toEqual([]);
      }
      await page.goto('/articles');
      const picture = page.locator('img[src*="/uploads/"]').first();
      await expect(picture).toBeVisible();
      expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    });
  });

  test('the admin has its own policy and still signs in', async ({ page, request }) => {
    const policy = (await request.get('/admin/')).headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    const violations = await watchViolations(page, true);
    await page.goto('/admin/#/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
