import { expect, test } from '@playwright/test';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading] of [
    ['/', 'Journey Beyond Ordinary'],
    ['/about', 'About Journey Canvas'],
    ['/articles', 'Travel Stories & Adventures'],
    ['/tips-and-guides', 'Travel Tips & Guides'],
    ['/contact', "Let's Plan Your Next Journey"],
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-and-conditions', 'Terms'],
  ] as const) {
    test(`${path} is complete`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' })).toBeVisible();
    });
  }

  test('an article reads in full', async ({ page }) => {
    await page.goto('/articles');
    await page.locator('.story-card a.read-more').first().click();
    await expect(page.locator('.prose p').first()).toBeVisible();
    await expect(page.getByText(/\d+ min read/)).toBeVisible();
  });
});
