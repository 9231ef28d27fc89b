import { expect, test } from '@playwright/test';
import { adminToken, cmsDelete, cmsGet, publishedCount } from './support/cms';
import { ADMIN_SESSION, openDashboard, png, toast } from './support/admin';

test.use({ storageState: ADMIN_SESSION });

const story = {
  title: `Kayaking the Bay of Kotor ${Date.now()}`,
  content:
    '## Morning on the water\n\nWe launched from Kotor at seven, before the cruise ships arrived, and paddled past the church of Our Lady of the Rocks. The water was glass.',
};

test.describe('the dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await openDashboard(page);
  });

  test('shows the figures of the CMS and lists posts with their preview', async ({ page }) => {
    const stats = await cmsGet('/api/admin/blog-posts/stats', await adminToken());
    await expect(page.getByTestId('stat-total')).toHaveText(String(stats.total));
    await expect(page.getByTestId('stat-categories')).toHaveText(String(stats.categories));
    await expect(page.getByTestId('stat-today')).toHaveText(String(stats.today));
    await expect(page.getByTestId('stat-thisWeek')).toHaveText(String(stats.thisWeek));
    const first = page
      .getByRole('article')
      .filter({ has: page.getByTestId('post-status').getByText('Published', { exact: true }) })
      .first();
    await expect(first.getByRole('img')).toBeVisible();
    await expect(first.getByText(/^By .+ · /)).toBeVisible();
    await expect(first.getByRole('link', { name: 'View' })).toHaveAttribute('target', '_blank');
  });

  test('searches by title or author and filters by category', async ({ page }) => {
    await page.getByPlaceholder('Search by title or author').fill('patagonia');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText('Packing for Patagonia');

    await page.getByPlaceholder('Search by title or author').fill('Kenji Mori');
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByPlaceholder('Search by title or author').fill('');

    await page.getByRole('combobox', { name: 'Category' }).click();
    await expect(page.getByRole('listbox').getByText('All', { exact: true })).toBeVisible();
    await page.getByRole('option', { name: 'Travel Guide' }).click();
    // Every guide, and nothing else, once the filtered list has replaced the whole one.
    const guides = await publishedCount('guide');
    await expect(page.getByRole('article').getByTestId('post-type')).toHaveText(Array(guides).fill('Travel Guide'));

    await page.getByPlaceholder('Search by title or author').fill('no such story anywhere');
    await expect(page.getByRole('heading', { name: 'No posts found' })).toBeVisible();
    // A search that found nothing is not an empty blog: it offers to clear the search, not a first post.
    await expect(page.getByRole('link', { name: 'Create your first post' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(page.getByPlaceholder('Search by title or author')).toHaveValue('');
    await expect(page.getByRole('article')).not.toHaveCount(0);
  });

  test("refuses an empty form with the specification's messages, clearing each as it is fixed", async ({ page }) => {
    await page.getByRole('tab', { name: 'Create Post' }).click();
    await expect(page.getByRole('heading', { name: 'New Travel Story' })).toBeVisible();
    await expect(page.getByLabel('Author')).toHaveValue('Journey Canvas Team');
    await page.getByRole('button', { name: 'Publish Story' }).click();
    await toast(page, 'Validation Error', 'Please fix the errors below before submitting.');
    for (const message of [
      'Please select where this post should appear',
      'Title is required',
      'Content is required',
      'At least one image is required',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.getByLabel('Title', { exact: true }).fill('A title');
    await expect(page.getByText('Title is required')).toBeHidden();
    await page.getByLabel('Content', { exact: true }).fill('Too short');
    await expect(page.getByText('Content must be at least 100 characters')).toBeVisible();
    await page.getByLabel('Meta description').fill('m'.repeat(161));
    await expect(page.getByTestId('meta-counter')).toHaveText('161/160');
  });

  test('the AI helper refuses an empty prompt and outlines a real one', async ({ page }) => {
    await page.getByRole('tab', { name: 'Create Post' }).click();
    await page.getByRole('button', { name: 'Generate Structure' }).click();
    await expect(page.getByText(/Describe the story first/)).toBeVisible();
    await page.getByLabel('What is the story about?').fill('street food and temples in Bangkok');
    await page.getByRole('button', { name: 'Generate Structure' }).click();
    await toast(page, 'Structure Generated! ✨');
    await expect(page.getByLabel('Content', { exact: true })).toHaveValue(/## What to Eat and Where/);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Street Food and Temples in Bangkok');
  });

  test('refuses files that are not JPG, PNG or WEBP images under 10 MB', async ({ page }) => {
    await page.getByRole('tab', { name: 'Create Post' }).click();
    await page
      .getByTestId('image-picker')
      .setInputFiles([
        await png('ok.png', '#336699'),
        { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
      ]);
    await toast(page, 'Invalid Files', 'Please upload only JPG, PNG, or WEBP images under 10MB.');
    await expect(page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(0);
  });

  test('text typed for one image while another uploads is kept', async ({ page }) => {
    await page.getByRole('tab', { name: 'Create Post' }).click();
    const picker = page.getByTestId('image-picker');
    await picker.setInputFiles([await png('first.png', '#0e7490')]);
    await expect(page.getByLabel('Alt text of image 1')).toBeVisible();
    // The second upload waits at the door until the first image's texts are typed.
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/upload', async (route) => {
      await typed;
      await route.continue();
    });
    await picker.setInputFiles([await png('second.png', '#a16207')]);
    await page.getByLabel('Alt text of image 1').fill('A canal boat under a stone bridge');
    await page.getByLabel('Caption of image 1').fill('Early morning');
    release();
    await expect(page.getByLabel('Alt text of image 2')).toBeVisible();
    await expect(page.getByLabel('Alt text of image 1')).toHaveValue('A canal boat under a stone bridge');
    await expect(page.getByLabel('Caption of image 1')).toHaveValue('Early morning');
  });

  test('no save starts while pictures upload: the buttons say how far the upload is', async ({ page }) => {
    await page.getByRole('tab', { name: 'Create Post' }).click();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/upload', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('image-picker').setInputFiles([await png('one.png', '#155e75'), await png('two.png', '#9a3412')]);
    const uploading = page.getByRole('button', { name: 'Uploading 1 of 2…' });
    // The images button and the one save button left, both disabled: Publish cannot be pressed early.
    await expect(uploading).toHaveCount(2);
    for (const button of await uploading.all()) await expect(button).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Publish Story' })).toHaveCount(0);
    release();
    await expect(page.getByRole('button', { name: 'Publish Story' })).toBeEnabled();
    await expect(page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(2);
  });

  test('a refusal from the CMS shows on its field and keeps everything typed', async ({ page }) => {
    await page.getByRole('tab', { name: 'Create Post' }).click();
    await page.getByRole('combobox', { name: 'Post type' }).click();
    await page.getByRole('option', { name: 'Food & Cuisine' }).click();
    await page.getByLabel('Title', { exact: true }).fill(story.title);
    await page.getByLabel('Content', { exact: true }).fill(story.content);
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/upload') && response.status() === 201);
    await page.getByTestId('image-picker').setInputFiles([await png('gone.png', '#7c3aed')]);
    const [image] = await (await uploaded).json();
    // The picture disappears from the media library before the story is published.
    await cmsDelete(`/api/upload/files/${image.id}`, await adminToken());

    await page.getByRole('button', { name: 'Publish Story' }).click();
    await toast(page, 'Publication Failed', `Image ${image.id} was not found. Please upload it again.`);
    await expect(page.getByRole('group', { name: 'Blog Images *' })).toContainText(
      `Image ${image.id} was not found. Please upload it again.`,
    );
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(story.title);
    await expect(page.getByLabel('Content', { exact: true })).toHaveValue(story.content);
    // A draft save refused the same way is a failed save, not a failed publication.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await toast(page, 'Save Failed', `Image ${image.id} was not found. Please upload it again.`);
  });

  test('publishes a story with two images, edits it and deletes it; readers see each change', async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.getByRole('tab', { name: 'Create Post' }).click();
    await page.getByRole('combobox', { name: 'Post type' }).click();
    await page.getByRole('option', { name: 'Adventure Travel' }).click();
    await page.getByLabel('Title', { exact: true }).fill(story.title);
    await page.getByLabel('Content', { exact: true }).fill(story.content);
    await page.getByTestId('image-picker').setInputFiles([await png('first.png', '#0f766e'), await png('second.png', '#f59e0b')]);
    const chosen = page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem');
    await expect(chosen).toHaveCount(2);
    await expect(chosen.first().getByText('Featured')).toBeVisible();
    await page.getByLabel('Move image 2 earlier').click();
    await page.getByLabel('Move image 1 later').click();
    await page.getByRole('button', { name: 'Publish Story' }).click();
    await toast(page, 'Blog Published Successfully! 🎉', 'Your adventure post has been published.');
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
    await expect(chosen).toHaveCount(0);

    const reader = await context.newPage();
    await reader.goto('/articles');
    await reader.getByRole('link', { name: story.title }).click();
    await expect(reader.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
    await expect(reader.getByRole('heading', { name: 'Morning on the water' })).toBeVisible();
    await expect(reader.locator('.featured-image')).toBeVisible();
    await expect(reader.locator('.gallery img')).toHaveCount(1);
    const articleUrl = reader.url();

    await page.getByRole('tab', { name: 'Blog Management' }).click();
    await page.getByPlaceholder('Search by title or author').fill(story.title);
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByRole('article').getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(story.title);
    await expect(page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(2);
    const renamed = `${story.title} at dawn`;
    await page.getByLabel('Title', { exact: true }).fill(renamed);
    await page.getByRole('button', { name: 'Publish Story' }).click();
    await toast(page, 'Blog Published Successfully! 🎉');
    // The CMS's webhook purges the page within seconds of the save, not before its answer.
    await expect(async () => {
      await reader.reload();
      await expect(reader.getByRole('heading', { level: 1 })).toHaveText(renamed, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });

    await page.getByPlaceholder('Search by title or author').fill(renamed);
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByRole('article').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Are you sure you want to delete this post?')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Post Deleted', 'Blog post has been successfully deleted.');
    await expect(page.getByRole('heading', { name: 'No posts found' })).toBeVisible();
    // In the Trash: gone, and the page says so (decision 040).
    await expect.poll(async () => (await reader.goto(articleUrl))?.status(), { timeout: 10_000 }).toBe(410);
  });
});
