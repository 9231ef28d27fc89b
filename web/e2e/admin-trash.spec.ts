import { expect, test, type Page } from '@playwright/test';
import { adminToken, cmsPost } from './support/cms';
import { ADMIN_SESSION, openDashboard, toast, uploadedPicture } from './support/admin';

test.use({ storageState: ADMIN_SESSION });

/** A live story with one picture, arranged through the admin API. */
async function liveStory(title: string) {
  const token = await adminToken();
  const image = await uploadedPicture(token, 'lake.png', '#1d4ed8');
  return cmsPost<{ id: string; slug: string }>(
    '/api/admin/blog-posts',
    {
      postType: 'adventure',
      title,
      content: `## The lake\n\n${'We rowed out before the wind came up and the water held the mountains upside down. '.repeat(4)}`,
      author: 'Test Author',
      metaDescription: 'Rowing out on a still mountain lake before the wind comes up.',
      images: [{ id: image, alternativeText: 'A still lake', caption: null }],
    },
    token,
  );
}

async function showOnly(page: Page, title: string, status: 'All' | 'Trash') {
  if (status === 'Trash') {
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Trash', exact: true }).click();
  }
  await page.getByPlaceholder('Search by title or author').fill(title);
  await expect(page.getByRole('article')).toHaveCount(1);
}

async function deleteFromList(page: Page) {
  await page.getByRole('article').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure you want to delete this post?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await toast(page, 'Post Deleted', 'Blog post has been successfully deleted.');
}

test.describe('the Trash in Blog Management', () => {
  test.beforeEach(async ({ page }) => {
    await openDashboard(page);
  });

  test('Delete moves a story to the Trash (410 for readers); Undo and Restore bring it back as it was', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const title = `Rowing on Lake Bled ${Date.now()}`;
    const post = await liveStory(title);
    const reader = await context.newPage();
    expect((await reader.goto(`/articles/${post.slug}`))?.status()).toBe(200);

    await showOnly(page, title, 'All');
    await deleteFromList(page);
    await expect(page.getByRole('heading', { name: 'No posts found' })).toBeVisible();
    const gone = await reader.goto(`/articles/${post.slug}`);
    expect(gone?.status()).toBe(410);
    await expect(reader.getByRole('heading', { level: 1, name: 'Blog Post Removed' })).toBeVisible();
    await reader.goto('/articles');
    await expect(reader.getByRole('link', { name: title })).toHaveCount(0);

    await page.getByRole('button', { name: 'Undo' }).click();
    await toast(page, 'Post Restored', 'The story is back as it was before it was deleted.');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article').getByTestId('post-status')).toHaveText('Published');
    expect((await reader.goto(`/articles/${post.slug}`))?.status()).toBe(200);

    await deleteFromList(page);
    await showOnly(page, title, 'Trash');
    await expect(page.getByRole('article').getByTestId('post-status')).toHaveText('In the Trash');
    await expect(page.getByRole('article').getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await page.getByRole('article').getByRole('button', { name: 'Restore' }).click();
    await toast(page, 'Post Restored');
    await expect(page.getByRole('heading', { name: 'No posts found' })).toBeVisible();
    await reader.goto(`/articles/${post.slug}`);
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('Delete forever asks first, then removes the story for good', async ({ page, context }) => {
    const title = `Ferry to Hvar ${Date.now()}`;
    const post = await liveStory(title);
    await showOnly(page, title, 'All');
    await deleteFromList(page);
    await showOnly(page, title, 'Trash');

    await page.getByRole('article').getByRole('button', { name: 'Delete forever' }).click();
    await expect(page.getByText('This story will be deleted for good. It cannot be restored afterwards.')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('article')).toHaveCount(1);

    await page.getByRole('article').getByRole('button', { name: 'Delete forever' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete forever' }).click();
    await toast(page, 'Post Deleted Forever', 'The story has been deleted for good.');
    await expect(page.getByRole('heading', { name: 'No posts found' })).toBeVisible();
    const reader = await context.newPage();
    expect((await reader.goto(`/articles/${post.slug}`))?.status()).toBe(404);
  });

  test('restoring a story whose address was taken meanwhile offers the next free one', async ({ page, context }) => {
    const title = `Night train to Split ${Date.now()}`;
    const first = await liveStory(title);
    await showOnly(page, title, 'All');
    await deleteFromList(page);
    const second = await liveStory(title);
    expect(second.slug).toBe(first.slug);

    await showOnly(page, title, 'Trash');
    await page.getByRole('article').getByRole('button', { name: 'Restore' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      `Another story now has the address /articles/${first.slug}. Restore this one at /articles/${first.slug}-2 instead?`,
    );
    await dialog.getByRole('button', { name: 'Restore at the new address' }).click();
    await toast(page, 'Post Restored');
    const reader = await context.newPage();
    await reader.goto(`/articles/${first.slug}-2`);
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});
