import { expect, test, type Page } from '@playwright/test';
import { adminToken, cmsGet, cmsPost } from './support/cms';
import { ADMIN_SESSION, openDashboard, toast, uploadedPicture } from './support/admin';

test.use({ storageState: ADMIN_SESSION });

const OPENING = 'We took the night train to Porto and woke up beside the river.';
const REWRITE = 'We took the morning bus to Porto and arrived beside the sea.';
const filler = ' The old town climbs from the quay in tiled steps, and every café has a view.'.repeat(2);

/** A live story with one picture, arranged through the CMS as the admin would. */
async function arrangedStory(title: string) {
  const token = await adminToken();
  const image = await uploadedPicture(token, 'porto.png', '#1d4ed8');
  return cmsPost<{ id: string; slug: string }>(
    '/api/admin/blog-posts',
    {
      postType: 'cultural',
      title,
      content: `${OPENING}${filler}`,
      author: 'Test Author',
      metaDescription: 'Porto by river and by sea: two ways into the old town and its tiled steps.',
      images: [{ id: image, alternativeText: 'Tiled houses above the river', caption: null }],
    },
    token,
  );
}

const editPage = (page: Page, id: string) => page.goto(`/admin/#/blog-posts/${encodeURIComponent(id)}`);
const history = (page: Page) => page.getByRole('list', { name: 'Revisions' });

test.describe('revision history in the Edit view', () => {
  test.beforeEach(async ({ page }) => {
    await openDashboard(page);
  });

  test('an editor compares an old revision word by word and restores it as a draft, readers still reading the live text', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const title = `Two ways into Porto ${Date.now()}`;
    const post = await arrangedStory(title);

    await editPage(page, post.id);
    // The History loads after the story: on a busy machine, give it the time the form takes too.
    await expect(history(page).getByRole('listitem')).toHaveCount(1, { timeout: 20_000 });
    await expect(history(page).getByText('Created and published')).toBeVisible();
    await page.getByLabel('Title', { exact: true }).fill(`${title}, revised`);
    await page.getByLabel('Content', { exact: true }).fill(`${REWRITE}${filler}`);
    await page.getByRole('button', { name: 'Publish Story' }).click();
    await toast(page, 'Blog Published Successfully! 🎉');

    await editPage(page, post.id);
    const lines = history(page).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.first()).toContainText('Saved and published: changed title, content and meta title');
    await expect(lines.first()).toContainText('via this admin');

    // The first revision against the live text: its own words struck through, the new ones underlined.
    await lines
      .last()
      .getByRole('button', { name: /^Compare/ })
      .click();
    const compare = page.getByRole('dialog');
    const content = compare.getByRole('region', { name: 'Changes to Content' });
    await expect(content.locator('del').first()).toContainText('night');
    await expect(content.locator('ins').first()).toContainText('morning');
    await expect(compare.getByRole('region', { name: 'Changes to Title' }).locator('ins')).toContainText('revised');
    await compare.getByRole('button', { name: 'Close' }).click();

    await lines
      .last()
      .getByRole('button', { name: /^Restore/ })
      .click();
    await expect(page.getByText('Its text becomes the story’s draft. Nothing is published')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
    await toast(page, 'Revision Restored', 'Its text is now the draft. Publish it when you are ready.');
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(page.getByLabel('Content', { exact: true })).toHaveValue(`${OPENING}${filler}`);
    await expect(lines).toHaveCount(3);
    await expect(lines.first()).toContainText(/Restored the revision of .* UTC: changed title, content and meta title/);

    // Nothing was published by the restore: readers still read the revised story.
    const reader = await context.newPage();
    await reader.goto(`/articles/${post.slug}`);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(`${title}, revised`);
    const stored = await cmsGet(`/api/admin/blog-posts/${post.id}`, await adminToken());
    expect(stored).toMatchObject({ title, status: 'published', draftChanges: true });
  });
});
