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
    ['/terms-and-conditions', 'Terms & Conditions'],
  ] as const) {
    test(`${path} is complete`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' })).toBeVisible();
    });
  }

  test('the Ready to Explore card books a consultation: the contact form opens with its subject filled in', async ({ page }) => {
    await page.goto('/contact');
    const card = page.getByRole('complementary', { name: 'Ready to Explore?' });
    await expect(card).toContainText('free 30-minute consultation');
    const book = card.getByRole('link', { name: 'Book Free Consultation' });
    await expect(book).toHaveAttribute('href', '/contact?subject=Free%2030-minute%20consultation#contact-form');
    await book.click();
    await expect(page).toHaveURL(/\/contact\?subject=Free%2030-minute%20consultation#contact-form$/);
    await expect(page.getByRole('textbox', { name: 'Subject', exact: true })).toHaveValue('Free 30-minute consultation');
  });

  test('an article reads in full', async ({ page }) => {
    await page.goto('/articles');
    await page.locator('.story-card a.read-more').first().click();
    await expect(page.locator('.prose p').first()).toBeVisible();
    await expect(page.getByText(/\d+ min read/)).toBeVisible();
  });
});
