import { expect, test, type Page } from '@playwright/test';
import { adminToken, cmsGet, cmsPost } from './support/cms';
import { ADMIN_SESSION, openDashboard, toast, uploadedPicture } from './support/admin';
import { PURGE_MS } from './support/purge';

test.use({ storageState: ADMIN_SESSION });

/** A story with one picture and its alt text, arranged through the CMS as the admin would: live unless told. */
async function arrangedStory(title: string, alternativeText: string, intent: Record<string, unknown> = {}) {
  const token = await adminToken();
  const image = await uploadedPicture(token, 'harbour.png', '#0f766e');
  return cmsPost<{ id: string; slug: string }>(
    '/api/admin/blog-posts',
    {
      postType: 'photography',
      title,
      content: `## The harbour\n\n${'Fishing boats come in at first light and the market opens on the quay. '.repeat(4)}`,
      author: 'Test Author',
      metaDescription: 'Fishing boats, first light and the market on the quay of a small harbour town.',
      images: [{ id: image, alternativeText, caption: null }],
      ...intent,
    },
    token,
  );
}

const editPage = (page: Page, id: string) => page.goto(`/admin/#/blog-posts/${encodeURIComponent(id)}`);

test.describe('changing a story that is live or scheduled', () => {
  test.beforeEach(async ({ page }) => {
    await openDashboard(page);
  });

  test('new alt text saved as a draft stays off the live story until it is published', async ({ page, context }) => {
    test.setTimeout(90_000);
    const post = await arrangedStory(`Boats at first light ${Date.now()}`, 'Blue boats moored in a row');
    const reader = await context.newPage();
    const readerAlt = async () => {
      await reader.goto(`/articles/${post.slug}`);
      return reader.locator('.featured-image img').getAttribute('alt');
    };
    expect(await readerAlt()).toBe('Blue boats moored in a row');

    await editPage(page, post.id);
    await page.getByLabel('Alt text of image 1').fill('A fisherman lifting crates of sardines onto the quay');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await toast(page, 'Draft Saved');
    await expect(page.getByText('Published, draft changes: saving a draft keeps this version live')).toBeVisible();
    // The draft's save purges the site; the page is rendered again from the live version.
    expect(await readerAlt()).toBe('Blue boats moored in a row');
    await expect(reader.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', 'Blue boats moored in a row');

    await page.getByRole('button', { name: 'Publish Story' }).click();
    await toast(page, 'Blog Published Successfully! 🎉');
    await expect.poll(readerAlt, { timeout: PURGE_MS }).toBe('A fisherman lifting crates of sardines onto the quay');
    await expect(reader.locator('meta[property="og:image:alt"]')).toHaveAttribute(
      'content',
      'A fisherman lifting crates of sardines onto the quay',
    );
  });

  test('Unpublish takes a story off the site and returns it to Draft', async ({ page, context }) => {
    test.setTimeout(90_000);
    const title = `Nets drying on the sea wall ${Date.now()}`;
    const post = await arrangedStory(title, 'Orange nets on a stone wall');
    const reader = await context.newPage();
    expect((await reader.goto(`/articles/${post.slug}`))?.status()).toBe(200);
    await reader.goto('/articles');
    await expect(reader.getByRole('link', { name: title })).toHaveCount(1);

    await editPage(page, post.id);
    // Typing not yet saved survives the unpublish: the form shows the new status and keeps it.
    const typed = `${title}, at dusk`;
    await page.getByLabel('Title', { exact: true }).fill(typed);
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByText('Readers will no longer see it.')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Unpublish' }).click();
    await toast(page, 'Story Unpublished', 'It is a draft again: readers no longer see it.');
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(typed);
    expect(await cmsGet(`/api/admin/blog-posts/${post.id}`, await adminToken())).toMatchObject({ title, status: 'draft' });

    await expect.poll(async () => (await reader.goto(`/articles/${post.slug}`))?.status(), { timeout: PURGE_MS }).toBe(404);
    await reader.goto('/articles');
    await expect(reader.getByRole('link', { name: title })).toHaveCount(0);
  });

  test('saving changes to a scheduled story keeps its schedule, and History shows the save at once', async ({ page }) => {
    const title = `Island hopping by ferry ${Date.now()}`;
    const scheduledAt = new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString();
    const post = await arrangedStory(title, 'A ferry at the quay', { status: 'scheduled', scheduledAt });

    await editPage(page, post.id);
    await expect(page.getByText(/^Scheduled for /)).toBeVisible();
    const revisions = page.getByRole('list', { name: 'Revisions' }).getByRole('listitem');
    await expect(revisions).toHaveCount(1, { timeout: 20_000 });
    // Unschedule is the way back to Draft; the plain save keeps the story where it stands.
    await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
    await page.getByLabel('Title', { exact: true }).fill(`${title}, with timetables`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Changes Saved', 'Still scheduled: it will be published on');
    await expect(page.getByText(/^Scheduled for /)).toBeVisible();
    await expect(revisions).toHaveCount(2);
    await expect(revisions.first()).toContainText('changed title');
    expect(await cmsGet(`/api/admin/blog-posts/${post.id}`, await adminToken())).toMatchObject({
      title: `${title}, with timetables`,
      status: 'scheduled',
      scheduledAt,
      publishedAt: null,
    });
  });

  test('Unschedule returns a scheduled story to Draft', async ({ page, context }) => {
    const title = `Ferry timetable for the islands ${Date.now()}`;
    const scheduledAt = new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString();
    const post = await arrangedStory(title, 'A white ferry leaving the harbour', { status: 'scheduled', scheduledAt });

    await editPage(page, post.id);
    await expect(page.getByText(/^Scheduled for /)).toBeVisible();
    await page.getByRole('button', { name: 'Unschedule' }).click();
    await toast(page, 'Draft Saved', 'Readers will not see it until you publish it.');
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unschedule' })).toBeHidden();
    const stored = await cmsGet(`/api/admin/blog-posts/${post.id}`, await adminToken());
    expect(stored).toMatchObject({ status: 'draft', scheduledAt: null, publishedAt: null });
    const reader = await context.newPage();
    expect((await reader.goto(`/articles/${post.slug}`))?.status()).toBe(404);
  });
});
