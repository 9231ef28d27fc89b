import { expect, test, type Page } from '@playwright/test';
import { adminToken, cmsGet } from './support/cms';
import { ADMIN_SESSION, openDashboard, png, toast } from './support/admin';
import { readSitemap } from './support/sitemap';

test.use({ storageState: ADMIN_SESSION });

const words = (count: number) => Array.from({ length: count }, (_, i) => `wander${i}`).join(' ');

async function fillStory(page: Page, title: string) {
  await page.getByRole('tab', { name: 'Create Post' }).click();
  await page.getByRole('combobox', { name: 'Post type' }).click();
  await page.getByRole('option', { name: 'Food & Cuisine' }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Content', { exact: true }).fill(`## Night market\n\nWe ate **everything** in sight. ${words(310)}`);
}

test.describe("the editor's desk", () => {
  test.beforeEach(async ({ page }) => {
    await openDashboard(page);
  });

  test('a draft is saved, previewed as readers will see it, kept from readers, then published with its image text', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const title = `Dumplings in Taipei after dark ${Date.now()}`;
    await fillStory(page, title);
    // The live Markdown preview uses the site's renderer.
    await expect(page.getByTestId('markdown-preview').getByRole('heading', { name: 'Night market' })).toBeVisible();
    await expect(page.getByTestId('markdown-preview').locator('strong')).toHaveText('everything');

    await page.getByTestId('image-picker').setInputFiles([await png('stall.png', '#b45309')]);
    await expect(page.getByText('No alt text: say what the picture shows')).toBeVisible();
    await page.getByLabel('Alt text of image 1').fill('A cook folding dumplings under a red lantern');
    await page.getByLabel('Caption of image 1 (optional)').fill('Raohe Street, 11 pm');
    await expect(page.getByText('No alt text: say what the picture shows')).toBeHidden();

    await page.getByRole('button', { name: 'Save draft' }).click();
    await toast(page, 'Draft Saved', 'Readers will not see it until you publish it.');
    await expect(page).toHaveURL(/#\/blog-posts\/[^/]+$/);
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();

    const [post] = await cmsGet(
      `/api/admin/blog-posts?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`,
      await adminToken(),
    );
    expect(post.status).toBe('draft');
    const reader = await context.newPage();
    expect((await reader.goto(`/articles/${post.slug}`))?.status()).toBe(404);
    await reader.goto('/articles');
    await expect(reader.getByRole('link', { name: title })).toHaveCount(0);
    expect(Object.values((await readSitemap(reader.request)).files).join('')).not.toContain(post.slug);

    // Both listened for before the click: the new tab may have its answer before the test sees the tab.
    const previewOpened = context.waitForEvent('page');
    const previewAnswered = context.waitForEvent('response', (response) => response.url().includes('/preview/'));
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = await previewOpened;
    const answer = await previewAnswered;
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(preview.locator('.preview-banner')).toContainText('Preview: not published');
    await expect(preview.locator('.featured-image img')).toHaveAttribute('alt', 'A cook folding dumplings under a red lantern');
    await expect(preview.locator('.featured-image figcaption')).toHaveText('Raohe Street, 11 pm');
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    await page.getByRole('button', { name: 'Publish Story' }).click();
    await toast(page, 'Blog Published Successfully! 🎉', 'Your food post has been published.');
    await reader.goto(`/articles/${post.slug}`);
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(reader.locator('.featured-image img')).toHaveAttribute('alt', 'A cook folding dumplings under a red lantern');
    await expect(reader.locator('.featured-image figcaption')).toHaveText('Raohe Street, 11 pm');
    await expect(reader.locator('meta[property="og:image:alt"]')).toHaveAttribute(
      'content',
      'A cook folding dumplings under a red lantern',
    );
  });

  test('leaving a form with unsaved changes asks first, and a reload offers the work back', async ({ page }) => {
    await page.getByRole('tab', { name: 'Create Post' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Half a story about Hanoi');

    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    await page.getByRole('tab', { name: 'Blog Management' }).click();
    await expect.poll(() => asked).toEqual(['confirm']);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Half a story about Hanoi');

    page.once('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.waitForTimeout(600);
    await page.reload();
    expect(asked).toEqual(['confirm', 'beforeunload']);
    await expect(page.getByText(/Unsaved changes from .* were kept in this browser/)).toBeVisible();
    // A prompt typed for the outline is not a change to the story: Restore does not ask.
    await page.getByLabel('What is the story about?').fill('Hanoi street food');
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Half a story about Hanoi');

    // An outline generated over the offer is the editor's work: it is kept, and Restore asks first.
    await page.waitForTimeout(600);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(page.getByText(/Unsaved changes from .* were kept in this browser/)).toBeVisible();
    await page.getByLabel('What is the story about?').fill('street food in Hanoi');
    await page.getByRole('button', { name: 'Generate Structure' }).click();
    const content = page.getByLabel('Content', { exact: true });
    await expect(content).toHaveValue(/## What to Eat and Where/);
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Replace your changes?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(content).toHaveValue(/## What to Eat and Where/);
    await page.waitForTimeout(600);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(content).toHaveValue(/## What to Eat and Where/);
  });

  test('the SEO checklist follows the form, and Blog Management shows each post its score', async ({ page }) => {
    await page.getByRole('tab', { name: 'Create Post' }).click();
    await expect(page.getByTestId('form-seo-score')).toHaveText('0');
    await page.getByLabel('Title', { exact: true }).fill('Street food in Bangkok from dawn to midnight');
    await page.getByLabel('Content', { exact: true }).fill(`## Breakfast\n\n${words(300)}`);
    await page
      .getByLabel('Meta description')
      .fill('Where to eat in Bangkok from breakfast to midnight: the stalls, the dishes, the prices.');
    await expect(page.getByTestId('form-seo-score')).toHaveText('83');
    await expect(
      page.getByRole('list', { name: 'SEO checks' }).getByRole('listitem').filter({ hasText: 'Alt text on every image' }),
    ).toContainText('No images yet');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('tab', { name: 'Blog Management' }).click();
    const first = page.getByRole('article').first();
    await expect(first.getByRole('group', { name: /SEO score \d+ out of 100/ })).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Published' }).click();
    for (const chip of await page.getByTestId('post-status').all()) await expect(chip).toHaveText(/^Published/);
  });
});

test.describe('admin fixes', () => {
  test('at 1280 px the New Post button keeps to one line and the search box has a label', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openDashboard(page);
    const button = page.getByRole('link', { name: 'New Post' });
    expect((await button.boundingBox())!.height).toBeLessThan(40);
    await expect(page.getByLabel('Search posts')).toHaveAttribute('placeholder', 'Search by title or author');
  });

  test('on a 390 px phone every tab is in view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openDashboard(page);
    for (const name of ['Blog Management', 'Create Post', 'Settings'])
      await expect(page.getByRole('tab', { name })).toBeInViewport({ ratio: 1 });
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'SEO Configuration' })).toBeVisible();
  });

  test('on a 390 px phone the lists beside the tabs are in view too, and each opens its screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openDashboard(page);
    const lists = ['Comments', 'Subscribers', 'Tags', 'Redirects', 'Staff', 'Activity'];
    for (const name of lists) await expect(page.getByRole('tab', { name: new RegExp(`^${name}`) })).toBeInViewport({ ratio: 1 });
    for (const name of lists.slice(1)) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('region', { name })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    }
  });

  test('the outline keeps the place and guesses the post type; a text file named .jpg gets the Invalid Files toast', async ({
    page,
  }) => {
    await openDashboard(page);
    await page.getByRole('tab', { name: 'Create Post' }).click();
    await page.getByLabel('What is the story about?').fill('street food and temples in Bangkok');
    await page.getByRole('button', { name: 'Generate Structure' }).click();
    await expect(page.getByLabel('Content', { exact: true })).toHaveValue(/## Bangkok/);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Street Food and Temples in Bangkok');
    await expect(page.getByRole('combobox', { name: 'Post type' })).toHaveText('Food & Cuisine');

    await page
      .getByTestId('image-picker')
      .setInputFiles([{ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Remember to buy film.\n') }]);
    await toast(page, 'Invalid Files', 'Please upload only JPG, PNG, or WEBP images under 10MB.');
    await expect(page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(0);
  });
});
