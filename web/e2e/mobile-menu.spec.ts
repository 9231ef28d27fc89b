import { expect, test } from '@playwright/test';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens, is usable by keyboard, and closes when a link is followed', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.nav-links')).toBeHidden();
    const toggle = page.getByRole('navigation', { name: 'Main' }).locator('summary');
    await expect(toggle).toHaveAccessibleName('Open menu');

    await toggle.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator('.mobile-panel');
    await expect(panel).toBeVisible();
    await expect(toggle).toHaveAccessibleName('Close menu');

    await panel.getByRole('link', { name: 'Tips & Guides' }).click();
    await expect(page).toHaveURL(/\/tips-and-guides$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Travel Tips & Guides' })).toBeVisible();
  });

  test('Escape closes the open menu and keeps the focus on its button', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('navigation', { name: 'Main' }).locator('summary');
    await toggle.click();
    const panel = page.locator('.mobile-panel');
    await panel.getByRole('link', { name: 'About' }).focus();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAccessibleName('Open menu');
  });
});

test.describe('on a phone without JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test('the menu still opens and its links work', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).locator('summary').click();
    await page.locator('.mobile-panel').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });
});
