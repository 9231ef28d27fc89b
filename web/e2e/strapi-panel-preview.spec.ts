import { expect, test } from '@playwright/test';
import { DEV_ADMIN } from '@journey-canvas/shared/server';
import { adminToken, cmsPost, cmsUrl } from './support/cms';
import { png } from './support/admin';

/** A draft story with one picture, arranged through the admin API. */
async function draftStory(title: string) {
  const token = await adminToken();
  const picture = await png('lanterns.png', '#9a3412');
  const form = new FormData();
  form.append('files', new Blob([picture.buffer], { type: picture.mimeType }), picture.name);
  const upload = await fetch(`${cmsUrl()}/api/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const [file] = await upload.json();
  return cmsPost<{ id: string }>(
    '/api/admin/blog-posts',
    {
      status: 'draft',
      postType: 'cultural',
      title,
      content: `## The festival\n\n${'Paper lanterns rise over the river while the town sings below. '.repeat(4)}`,
      author: 'Test Author',
      images: [{ id: file.id, alternativeText: 'Lanterns rising over a dark river', caption: 'Pingxi, first full moon' }],
    },
    token,
  );
}

test("an editor in Strapi's own panel previews a draft at the site's preview page", async ({ page }) => {
  test.setTimeout(90_000);
  const title = `Lanterns over Pingxi ${Date.now()}`;
  const post = await draftStory(title);

  await page.goto(`${cmsUrl()}/admin/auth/login`);
  await page.getByLabel('Email').fill(DEV_ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEV_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 30_000 });

  await page.goto(`${cmsUrl()}/admin/content-manager/collection-types/api::blog-post.blog-post/${post.id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Open preview' }).click();

  const site = page.frameLocator('iframe');
  await expect(site.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  await expect(site.locator('.preview-banner')).toContainText('Preview: not published');
  await expect(site.locator('.featured-image img')).toHaveAttribute('alt', 'Lanterns rising over a dark river');
});
