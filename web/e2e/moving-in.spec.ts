import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ADMIN_SESSION, openDashboard } from './support/admin';
import { adminToken, cmsDelete, cmsGet } from './support/cms';

/** Settings › Import and Export (decision 099): a Ghost export checked, imported and found; everything downloaded. */

/** A dry run and an import each read the file in the CMS's background, polled every second. */
const IMPORT_MS = 30_000;

/** Ghost's admin export of one post, without its picture: the story comes over as a draft with a drawn one. */
function ghostExport(id: string, title: string) {
  return {
    db: [
      {
        meta: { exported_on: Date.now(), version: '5.82.0' },
        data: {
          posts: [
            {
              id,
              title,
              slug: `ferry-${id}`,
              html: '<p>The morning ferry leaves Split at seven and reaches the island before the heat, past lighthouses and fishing boats.</p><p>Sit on the left for the view of the mainland.</p>',
              type: 'post',
              status: 'published',
              visibility: 'public',
              published_at: '2024-06-01T08:00:00.000Z',
              feature_image: null,
            },
          ],
          users: [{ id: 'mara', name: 'Mara Lind', slug: 'mara', email: 'mara@example.com' }],
          posts_authors: [{ post_id: id, author_id: 'mara', sort_order: 0 }],
        },
      },
    ],
  };
}

test.describe('moving in and out', () => {
  test.use({ storageState: ADMIN_SESSION });

  test('an Administrator checks a Ghost export, imports it and finds the story in Blog Management', async ({ page }) => {
    test.setTimeout(120_000);
    const id = `e2e${Date.now()}`;
    const title = `Island ferry at dawn ${id}`;
    const file = test.info().outputPath(`ghost-${id}.json`);
    await fs.writeFile(file, JSON.stringify(ghostExport(id, title)));

    await openDashboard(page);
    await page.getByRole('tab', { name: 'Settings' }).click();
    const section = page.getByRole('region', { name: 'Import', exact: true });
    await section.getByLabel('Export file').setInputFiles(file);
    await section.getByRole('button', { name: 'Check the file' }).click();

    const checked = section.getByRole('region', { name: /^Checked ghost-.*\.json: nothing was written yet$/ });
    await expect(checked).toBeVisible({ timeout: IMPORT_MS });
    await expect(checked.getByRole('list', { name: 'What the file holds' })).toContainText('Stories: 1 would be imported');
    const notWhole = checked.getByRole('list', { name: 'Not brought over whole' });
    await expect(notWhole).toContainText(`${title}: would be imported`);
    await expect(notWhole).toContainText('a drawn placeholder stands in');

    await section.getByRole('button', { name: 'Import 1 story' }).click();
    const imported = section.getByRole('region', { name: /^Imported ghost-.*\.json$/ });
    await expect(imported).toBeVisible({ timeout: IMPORT_MS });
    await expect(imported.getByRole('list', { name: 'What the file holds' })).toContainText('Stories: 1 imported');
    await expect(imported.getByRole('link', { name: title })).toHaveAttribute('href', /\/articles\/ferry-/);
    await expect(section.getByRole('button', { name: /^Import \d+ stor/ })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Blog Management' }).click();
    await page.getByPlaceholder('Search by title or author').fill(title);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText(title);

    const token = await adminToken();
    const [post] = await cmsGet(`/api/admin/blog-posts?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`, token);
    await cmsDelete(`/api/admin/blog-posts/${post.id}`, token);
  });

  test('an Administrator downloads the whole site as one zip', async ({ page }) => {
    test.setTimeout(120_000);
    await openDashboard(page);
    await page.getByRole('tab', { name: 'Settings' }).click();
    const section = page.getByRole('region', { name: 'Export', exact: true });
    await expect(section).toContainText('Every story as Markdown with its pictures, and a WordPress export (WXR), in one zip.');

    const downloading = page.waitForEvent('download', { timeout: 90_000 });
    await section.getByRole('button', { name: 'Download the export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    expect((await fs.stat(await download.path())).size).toBeGreaterThan(0);
    await expect(section.getByRole('alert')).toHaveCount(0);
  });
});
