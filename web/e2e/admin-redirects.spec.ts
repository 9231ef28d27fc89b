import { expect, test } from '@playwright/test';
import { cmsGet } from './support/cms';
import { login, toast } from './support/admin';

/** Settings' Redirects (decision 041): added and removed in the admin, answered by the site at once. */
test.describe('redirects in Settings', () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Redirects' })).toBeVisible();
  });

  test('adds a redirect that readers follow, refuses bad ones with the reason, and removes it', async ({ page, context }) => {
    const story = (await cmsGet('/api/blog-posts?pagination[pageSize]=1&sort=publishedAt:desc')).data[0];
    const from = `/old-trip-${Date.now()}`;
    const section = page.getByRole('region', { name: 'Redirects' });

    await section.getByLabel('From path').fill(from);
    await section.getByLabel('To path or address').fill('javascript:alert(1)');
    await section.getByRole('button', { name: 'Add redirect' }).click();
    await expect(
      section.getByText(
        'The target must be a path on this site, starting with /, or a web address starting with https:// or http://',
      ),
    ).toBeVisible();

    await section.getByLabel('From path').fill('/about');
    await section.getByLabel('To path or address').fill(`/articles/${story.slug}`);
    await section.getByRole('button', { name: 'Add redirect' }).click();
    await expect(section.getByText('/about is a page of the site: a redirect from it would hide it')).toBeVisible();

    await section.getByLabel('From path').fill(from);
    await section.getByRole('button', { name: 'Add redirect' }).click();
    await toast(page, 'Redirect Added');
    const row = section.getByRole('row').filter({ hasText: from });
    await expect(row).toContainText(`/articles/${story.slug}`);
    await expect(row).toContainText('301');

    const reader = await context.newPage();
    const landed = await reader.goto(from);
    expect(landed?.status()).toBe(200);
    expect(landed?.request().redirectedFrom()?.url()).toMatch(new RegExp(`${from}$`));
    const answer = await landed?.request().redirectedFrom()?.response();
    expect(answer?.status()).toBe(301);
    // Not kept by the browser, so that removing it below takes effect for this reader too.
    expect(answer?.headers()['cache-control']).toBe('no-cache');
    await expect(reader).toHaveURL(new RegExp(`/articles/${story.slug}$`));

    await row.getByRole('button', { name: `Remove the redirect from ${from}` }).click();
    await toast(page, 'Redirect Removed');
    await expect(section.getByRole('row').filter({ hasText: from })).toHaveCount(0);
    expect((await reader.goto(from))?.status()).toBe(404);
  });
});
