import { expect, test } from '@playwright/test';
import { SITE_SETTINGS_DEFAULTS } from '@journey-canvas/shared';
import { publishedCount } from './support/cms';

test.describe('reader pages', () => {
  test('home shows the hero, its buttons and the three feature cards', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Explore, Discover, Wander')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Journey Beyond Ordinary' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Stories' })).toHaveAttribute('href', '/articles');
    await expect(page.getByRole('link', { name: 'Travel Tips' })).toHaveAttribute('href', '/tips-and-guides');
    for (const feature of ['Hidden Destinations', 'Visual Storytelling', 'Authentic Experiences']) {
      await expect(page.getByRole('heading', { name: feature })).toBeVisible();
    }
    await expect(page).toHaveTitle(/Journey Canvas/);
    // Pictures come from the CMS, another origin here: the browser connects to it while it reads the page.
    await expect(page.locator('head link[rel="preconnect"]')).toHaveAttribute('href', new URL(process.env.E2E_CMS_URL!).origin);
  });

  test('the navigation bar links every section and highlights the current one', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['About', '/about'],
      ['Articles', '/articles'],
      ['Tips & Guides', '/tips-and-guides'],
      ['Contact', '/contact'],
    ] as const) {
      await expect(nav.locator('.nav-links').getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.locator('.nav-links').getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    // Shown from 1,280 px on a site in one language; the demo's two put the language switcher there.
    await expect(nav.locator('.nav-cta')).toHaveText('Start Your Journey');
    await expect(nav.locator('.nav-cta')).toHaveAttribute('href', '/contact');
  });

  for (const width of [900, 1100, 1280, 1440]) {
    test(`at ${width} px the navigation bar keeps every item on one line`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const bar = page.getByRole('navigation', { name: 'Main' });
      const lineHeight = async (selector: string) => {
        const item = bar.locator(selector).first();
        const box = (await item.boundingBox())!;
        const line = await item.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || 24);
        return box.height / line;
      };
      expect(await lineHeight('.brand')).toBeLessThan(1.6);
      for (const link of await bar.locator('.nav-links a').all()) expect((await link.boundingBox())!.height).toBeLessThan(48);
      // The demo site is in two languages: the switcher is in the bar from 1,100 px, in the footer below.
      const switcher =
        width >= 1100 ? bar.locator(':scope > .language-switcher') : page.locator('.footer-bottom .language-switcher');
      await expect(switcher).toBeVisible();
      const items = await bar.locator(':scope > *:visible').all();
      expect(items.length).toBeGreaterThanOrEqual(3);
      for (const item of items) {
        const box = (await item.boundingBox())!;
        expect(box.x + box.width, await item.evaluate((element) => element.className)).toBeLessThanOrEqual(width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test('the footer has categories, social links in new tabs, the newsletter box and the year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Adventure Travel' })).toHaveAttribute('href', '/articles?category=adventure');
    await expect(footer.getByRole('link', { name: 'Travel Photography' })).toHaveAttribute(
      'href',
      '/articles?category=photography',
    );
    const social = footer.getByRole('link', { name: /Instagram/ });
    await expect(social).toHaveAttribute('target', '_blank');
    await expect(social).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()} Journey Canvas`)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(footer.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
  });

  test('the footer says Journey Canvas has inspired travelers since 2024', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('contentinfo').getByText(/Inspiring travelers since 2024\./)).toBeVisible();
  });

  test('about tells the story, mission, three values and the numbers', async ({ page }) => {
    await page.goto('/about');
    for (const heading of ['Our Story', 'Our Mission', 'Authentic Stories', 'Visual Storytelling', 'Responsible Travel']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    for (const stat of ['50+', '1000+', '10K+']) await expect(page.getByText(stat, { exact: true })).toBeVisible();
  });

  test('tips and guides lists guides and the four tip cards', async ({ page }) => {
    await page.goto('/tips-and-guides');
    for (const tip of ['Destination Planning', 'Packing Smart', 'Travel Photography', 'Cultural Immersion']) {
      await expect(page.getByRole('heading', { name: tip })).toBeVisible();
    }
    const guides = page.locator('.story-card');
    await expect(guides).toHaveCount(Math.min(9, await publishedCount('guide')));
    await expect(guides.first().getByText('Travel Guide')).toBeVisible();
    await expect(guides.first().getByRole('link', { name: 'Read Guide' })).toHaveAttribute('href', /^\/articles\//);
  });

  test('contact shows the four info cards, the form, eight services and the consultation offer', async ({ page }) => {
    await page.goto('/contact');
    for (const card of ['Visit Us', 'Call Us', 'Email Us', 'Office Hours']) {
      await expect(page.getByRole('heading', { name: card })).toBeVisible();
    }
    await expect(page.getByText('We reply within 12 hours').first()).toBeVisible();
    await expect(page.getByText('Mon-Fri 9AM-7PM')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Start Your Journey' })).toBeVisible();
    await expect(page.locator('.services li')).toHaveCount(8);
    await page.getByRole('link', { name: 'Book Free Consultation' }).click();
    await expect(page.getByRole('textbox', { name: 'Subject', exact: true })).toHaveValue('Free 30-minute consultation');
  });

  test('the legal pages have eight sections, a fixed date and a contact block, titled as the footer names them', async ({
    page,
  }) => {
    for (const [path, title] of [
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-and-conditions', 'Terms & Conditions'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | Journey Canvas`);
      await expect(page.locator('.legal section h2')).toHaveCount(8);
      await expect(page.getByText('Last updated: November 29, 2026')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Questions?' })).toBeVisible();
      // The text names the contact address of Settings, the one its link under it goes to.
      const email = SITE_SETTINGS_DEFAULTS.contactEmail;
      await expect(page.locator('.contact-block p').first()).toContainText(`email us at ${email}.`);
      await expect(page.locator('.contact-block').getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
      await expect(page.locator('.legal')).not.toContainText('{contact email}');
    }
    // What the policy says it stores comes right after the sentence that introduces it.
    await page.goto('/privacy-policy');
    await expect(page.locator('.legal section').first().locator('h2 + p + ul')).toHaveCount(1);
    await expect(page.locator('.legal section').first().locator('p').first()).toHaveText(/we store the details you provide:$/);
    await expect(page.getByText(/Every newsletter email carries an unsubscribe link/)).toBeVisible();
  });

  test('an unknown path answers 404 with the not-found page and the requested path', async ({ page }) => {
    const response = await page.goto('/somewhere/over/the-rainbow');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Browse Stories' })).toHaveAttribute('href', '/articles');
    await page.getByText('Details').click();
    await expect(page.getByText('/somewhere/over/the-rainbow')).toBeVisible();
  });

  test('the 404 page offers the popular pages, the travel categories and the contact page', async ({ page }) => {
    const response = await page.goto('/maps/of/nowhere');
    expect(response?.headers()['cache-control']).toBe('no-store');
    const main = page.getByRole('main');
    const popular = main.getByRole('navigation', { name: 'Popular pages', exact: true });
    for (const [name, href] of [
      ['Travel Stories', '/articles'],
      ['Tips & Guides', '/tips-and-guides'],
      ['About Journey Canvas', '/about'],
      ['Privacy Policy', '/privacy-policy'],
    ] as const) {
      await expect(popular.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const categories = main.getByRole('navigation', { name: 'Travel categories', exact: true });
    await expect(categories.getByRole('link')).toHaveCount(5);
    await expect(categories.getByRole('link', { name: 'Food & Cuisine' })).toHaveAttribute('href', '/articles?category=food');
    await expect(categories.getByRole('link', { name: 'Travel Photography' })).toHaveAttribute(
      'href',
      '/articles?category=photography',
    );
    await expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  test('the 404 page offers Go Back only when the reader came from a page of this site', async ({ page, baseURL }) => {
    // Typed into the address bar: no referring page, so Go Home is the only way on.
    await page.goto('/maps/of/nowhere');
    const actions = page.getByRole('main').locator('.actions');
    await expect(actions.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await expect(actions.getByRole('link', { name: 'Go Back' })).toHaveCount(0);
    // From another site, or reloaded: still nowhere on this site to go back to.
    await page.goto('/maps/of/nowhere', { referer: 'https://elsewhere.example/list' });
    await expect(actions.getByRole('link', { name: 'Go Back' })).toHaveCount(0);
    await page.goto('/maps/of/nowhere', { referer: `${baseURL}/maps/of/nowhere` });
    await expect(actions.getByRole('link', { name: 'Go Back' })).toHaveCount(0);
    // Followed from a page of this site: Go Back leads there, without JavaScript.
    await page.goto('/maps/of/nowhere', { referer: `${baseURL}/articles?category=food` });
    await expect(actions.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/articles?category=food');
  });

  test("every page's headings step down one level at a time", async ({ page }) => {
    await page.goto('/articles');
    const article = (await page.locator('.story-card a.read-more').first().getAttribute('href'))!;
    for (const path of [
      '/',
      '/about',
      '/articles',
      '/tips-and-guides',
      '/contact',
      '/privacy-policy',
      '/terms-and-conditions',
      '/no-such-page',
      article,
    ]) {
      await page.goto(path);
      const levels = await page
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
      expect(levels[0], `${path} starts with its h1`).toBe(1);
      const skips = levels.filter((level, index) => index > 0 && level > levels[index - 1]! + 1);
      expect(skips, `${path}: ${levels.join(' ')}`).toEqual([]);
    }
  });

  test('old blog addresses redirect permanently', async ({ request }) => {
    const list = await request.get('/blog', { maxRedirects: 0 });
    expect(list.status()).toBe(301);
    expect(list.headers().location).toBe('/articles');
    const article = await request.get('/blog/some-story', { maxRedirects: 0 });
    expect(article.status()).toBe(301);
    expect(article.headers().location).toBe('/articles/some-story');
  });
});
