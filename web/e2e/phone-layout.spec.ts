import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the question form lines up: one left edge, the box beside its label’s first line', async ({ page }) => {
  await page.goto('/articles');
  await page.locator('main a[href^="/articles/"]').first().click();
  const form = page.locator('.question-form');
  await form.scrollIntoViewIfNeeded();
  const name = (await form.getByLabel('Name').boundingBox())!;
  const box = (await form.getByRole('checkbox').boundingBox())!;
  const label = form.locator('.checkbox-field label');
  const labelBox = (await label.boundingBox())!;
  const lineHeight = await label.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  // The label wraps at this width: the box belongs with its first line, not the middle of the block.
  expect(labelBox.height).toBeGreaterThan(lineHeight * 1.5);
  expect(Math.abs(box.x - name.x)).toBeLessThanOrEqual(1);
  const boxMiddle = box.y + box.height / 2;
  expect(boxMiddle).toBeGreaterThanOrEqual(labelBox.y);
  expect(boxMiddle).toBeLessThanOrEqual(labelBox.y + lineHeight);
});
