import { expect, test } from '@playwright/test';
import { ADMIN_SESSION, openDashboard, png, toast } from './support/admin';
import { axeFailures } from './support/axe';
import { adminToken, cmsDelete, cmsGet } from './support/cms';

test.use({ storageState: ADMIN_SESSION });

test('an editor writes a callout and a footnote with the toolbar, previews them, publishes; readers get them without JavaScript', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const title = `Ferries of the Inland Sea ${Date.now()}`;
  await openDashboard(page);
  await page.getByRole('tab', { name: 'Create Post' }).click();
  await page.getByRole('combobox', { name: 'Post type' }).click();
  await page.getByRole('option', { name: 'Travel Tips' }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  const content = page.getByLabel('Content', { exact: true });
  await content.fill(
    'Island hopping by ferry between Naoshima and Teshima, with the art houses, the beaches and the timetables.',
  );

  // A footnote at the end of the sentence, its note typed where the toolbar left the selection.
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  await content.press('End');
  await toolbar.getByRole('button', { name: 'Footnote' }).click();
  await page.keyboard.type('Setonaikai Kisen timetable, spring 2026.');
  // A warning around the text typed at the end.
  await content.press('ControlOrMeta+End');
  await content.press('Enter');
  await content.press('Enter');
  await content.pressSequentially('The last boat leaves at 17:00.');
  await content.press('Shift+Home');
  await toolbar.getByRole('button', { name: 'Warning' }).click();
  await expect(content).toHaveValue(/::: warning\nThe last boat leaves at 17:00\.\n:::/);
  await expect(content).toHaveValue(/timetables\.\[\^1\]/);
  await expect(content).toHaveValue(/\[\^1\]: Setonaikai Kisen timetable, spring 2026\./);

  const preview = page.getByTestId('markdown-preview');
  await expect(preview.getByRole('note', { name: 'Warning' })).toContainText('The last boat leaves at 17:00.');
  await expect(preview.getByRole('region', { name: 'Notes' })).toContainText('Setonaikai Kisen timetable, spring 2026.');

  await page.getByTestId('image-picker').setInputFiles([await png('naoshima.png', '#0f766e')]);
  await expect(page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Publish Story' }).click();
  await toast(page, 'Blog Published Successfully! 🎉');

  const token = await adminToken();
  const [post] = await cmsGet(`/api/admin/blog-posts?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`, token);
  try {
    const reader = await (await browser.newContext({ baseURL, javaScriptEnabled: false })).newPage();
    await reader.goto(`/articles/${post.slug}`);
    await expect(reader.getByRole('note', { name: 'Warning' })).toContainText('The last boat leaves at 17:00.');
    const notes = reader.getByRole('region', { name: 'Notes' });
    await expect(notes).toContainText('Setonaikai Kisen timetable, spring 2026.');
    // The mark leads to its note, and the note back to the mark.
    await reader.getByRole('link', { name: '1', exact: true }).click();
    await expect(reader).toHaveURL(/#fn1$/);
    await notes.getByRole('link', { name: 'Back to the text' }).click();
    await expect(reader).toHaveURL(/#fnref1$/);
    await reader.context().close();
    // axe runs as a script: the same page, in a browser with JavaScript.
    await page.goto(`/articles/${post.slug}`);
    expect(await axeFailures(page, 'article with a callout and a footnote')).toEqual([]);
  } finally {
    await cmsDelete(`/api/admin/blog-posts/${post.id}`, token);
  }
});
