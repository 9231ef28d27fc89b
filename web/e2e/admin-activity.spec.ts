import { expect, test, type Page } from '@playwright/test';
import { DEV_ADMIN } from '@journey-canvas/shared/server';
import { adminToken, cmsPost, cmsUrl } from './support/cms';
import { ADMIN_SESSION, openDashboard, toast, uploadedPicture } from './support/admin';

/** A live story with one picture, arranged through the admin API. */
async function arrangedStory(title: string) {
  const token = await adminToken();
  const image = await uploadedPicture(token, 'lighthouse.png', '#1d4ed8');
  return cmsPost<{ id: string; slug: string }>(
    '/api/admin/blog-posts',
    {
      postType: 'adventure',
      title,
      content: `## The cape\n\n${'The lighthouse keeper climbs the stairs at dusk and lights the lamp for the boats. '.repeat(4)}`,
      author: 'Test Author',
      metaDescription: 'A lighthouse on a windy cape, its keeper and the boats that find their way home.',
      images: [{ id: image, alternativeText: 'A white lighthouse on a cliff', caption: null }],
    },
    token,
  );
}

const activity = (page: Page) => page.getByRole('region', { name: 'Activity' });
const rows = (page: Page) => activity(page).getByRole('table', { name: 'Activity' }).locator('tbody tr');
const column = (page: Page, index: number) => rows(page).locator(`td:nth-child(${index})`);

test.describe('the Activity tab', () => {
  test.use({ storageState: ADMIN_SESSION });

  test('an editor sees who did what to a story, newest first, and filters by post, action and person', async ({ page }) => {
    test.setTimeout(90_000);
    const title = `Lighthouse at the end of the road ${Date.now()}`;
    const post = await arrangedStory(title);
    const stranger = `guesser-${Date.now()}@example.com`;
    const guess = await fetch(`${cmsUrl()}/api/auth/local`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: stranger, password: 'not the password' }),
    });
    expect(guess.status).toBe(400);

    await openDashboard(page);
    await page.goto(`/admin/#/blog-posts/${encodeURIComponent(post.id)}`);
    const renamed = `${title}, again`;
    await page.getByLabel('Title', { exact: true }).fill(renamed);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await toast(page, 'Draft Saved');

    await page.getByRole('tab', { name: 'Activity' }).click();
    await expect(activity(page).getByRole('heading', { name: 'Activity' })).toBeVisible();
    await expect(rows(page).first()).toContainText('Edited');
    await expect(rows(page).first()).toContainText(renamed);
    await expect(rows(page).first()).toContainText(DEV_ADMIN.email);
    await expect(rows(page).first()).toContainText('Admin');

    // Newest first, one post: its title filters the list on the server.
    await rows(page).first().getByRole('button', { name: renamed }).click();
    await expect(activity(page).getByText(`Post: ${renamed}`)).toBeVisible();
    await expect(column(page, 3)).toHaveText(['Edited', 'Published', 'Created']);

    await activity(page).getByRole('button', { name: 'All posts' }).click();
    await activity(page).getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Uploaded' }).click();
    await expect(column(page, 3).first()).toHaveText('Uploaded');
    await expect(column(page, 6).first()).toHaveText('lighthouse.png');
    expect(new Set(await column(page, 3).allTextContents())).toEqual(new Set(['Uploaded']));

    await activity(page).getByRole('combobox', { name: 'Action' }).click();
    // react-admin names the empty choice by what it does, "Clear value"; it shows "All actions".
    await page.getByRole('option').filter({ hasText: 'All actions' }).click();
    await activity(page).getByLabel('Person').fill(stranger);
    await activity(page).getByLabel('Person').press('Enter');
    await expect(column(page, 3)).toHaveText(['Failed sign-in']);
    await expect(column(page, 6)).toHaveText(['Wrong email or password']);
  });

  test('in a narrow window an address wraps only between its parts (before @, after a dot or hyphen)', async ({ page }) => {
    const stranger = `wanderer-${Date.now()}@example.com`;
    const guess = await fetch(`${cmsUrl()}/api/auth/local`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: stranger, password: 'not the password' }),
    });
    expect(guess.status).toBe(400);
    await page.setViewportSize({ width: 420, height: 900 });
    await openDashboard(page);
    await page.getByRole('tab', { name: 'Activity' }).click();
    await activity(page).getByLabel('Person').fill(stranger);
    await activity(page).getByLabel('Person').press('Enter');
    await expect(column(page, 3)).toHaveText(['Failed sign-in']);
    const who = column(page, 2).first();
    await expect(who).toHaveText(stranger);
    const lineStarts = await who.evaluate((cell) => {
      const starts: number[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      let offset = 0;
      let top: number | undefined;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let index = 0; index < node.textContent!.length; index += 1, offset += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const charTop = range.getBoundingClientRect().top;
          if (top !== undefined && charTop > top + 2) starts.push(offset);
          top = charTop;
        }
      }
      return starts;
    });
    expect(lineStarts.length).toBeGreaterThan(0);
    for (const start of lineStarts) expect(stranger[start] === '@' || /[.-]/.test(stranger[start - 1]!)).toBe(true);
  });

  test('the log is paged by the server', async ({ page }) => {
    await openDashboard(page);
    await page.getByRole('tab', { name: 'Activity' }).click();
    await expect(rows(page)).toHaveCount(25);
    const firstOfPageOne = await rows(page).first().textContent();
    const nextPage = page.waitForResponse(
      (response) => response.url().includes('/api/admin/activity') && response.url().includes('range=%5B25%2C49%5D'),
    );
    await activity(page).getByRole('button', { name: 'Go to page 2' }).click();
    await nextPage;
    await expect(rows(page).first()).not.toHaveText(firstOfPageOne!);
  });
});
