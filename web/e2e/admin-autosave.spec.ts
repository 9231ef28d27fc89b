import { expect, test, type Page } from '@playwright/test';
import { adminToken, cmsPost } from './support/cms';
import { ADMIN_SESSION, uploadedPicture } from './support/admin';

const OPENING = 'We rode the yellow tram up to the castle before the city woke.';
const UNSAVED = 'We walked up to the castle instead, and the tram passed us twice.';
const filler = ' Every street climbs in tiled steps, and every corner has a view of the river.'.repeat(2);

/** A live story with one picture, arranged through the CMS as the admin would. */
async function arrangedStory(title: string) {
  const token = await adminToken();
  const image = await uploadedPicture(token, 'lisbon.png', '#f59e0b');
  return cmsPost<{ id: string; slug: string; title: string }>(
    '/api/admin/blog-posts',
    {
      postType: 'cultural',
      title,
      content: `${OPENING}${filler}`,
      author: 'Test Author',
      metaDescription: 'Lisbon on foot and by tram: the castle hill, its tiled steps and the river below.',
      images: [{ id: image, alternativeText: 'A yellow tram on a steep street', caption: null }],
    },
    token,
  );
}

test.use({ storageState: ADMIN_SESSION });

const editPage = (page: Page, id: string) => page.goto(`/admin/#/blog-posts/${encodeURIComponent(id)}`);

test('the Edit form autosaves to the CMS while the editor types, and a new tab offers the work back; readers see none of it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const post = await arrangedStory(`Lisbon on foot ${Date.now()}`);
  await editPage(page, post.id);
  const content = page.getByLabel('Content', { exact: true });
  await expect(content).toHaveValue(`${OPENING}${filler}`, { timeout: 20_000 });
  await content.fill(`${UNSAVED}${filler}`);
  await expect(page.getByRole('status').filter({ hasText: /^Autosaved / })).toBeVisible({ timeout: 15_000 });
  // The tab is closed: a new browser context has no copy of the work of its own.
  await page.close();

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, storageState: ADMIN_SESSION });
  const tab = await context.newPage();
  await editPage(tab, post.id);
  await expect(tab.getByText(/Unsaved changes from .* were autosaved\./)).toBeVisible({ timeout: 20_000 });
  await expect(tab.getByLabel('Content', { exact: true })).toHaveValue(`${OPENING}${filler}`);
  // An autosave is no save: the History lists the story's creation only.
  await expect(tab.getByRole('list', { name: 'Revisions' }).getByRole('listitem')).toHaveCount(1);
  // Typing while the offer shows is kept too; restoring over it asks first.
  const title = tab.getByLabel('Title', { exact: true });
  await title.fill(`Lisbon, typed in the new tab ${Date.now()}`);
  await expect(tab.getByRole('status').filter({ hasText: /^Autosaved / })).toBeVisible({ timeout: 15_000 });
  await tab.getByRole('button', { name: 'Restore', exact: true }).click();
  const dialog = tab.getByRole('dialog');
  await expect(dialog).toContainText('Restoring puts the kept changes in place of what you have typed since opening this story.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(title).toHaveValue(/typed in the new tab/);
  await tab.getByRole('button', { name: 'Restore', exact: true }).click();
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(tab.getByLabel('Content', { exact: true })).toHaveValue(`${UNSAVED}${filler}`);
  await expect(title).toHaveValue(post.title);

  const reader = await context.newPage();
  await reader.goto(`/articles/${post.slug}`);
  await expect(reader.locator('.prose')).toContainText(OPENING);
  await expect(reader.locator('.prose')).not.toContainText(UNSAVED);
  await context.close();
});
