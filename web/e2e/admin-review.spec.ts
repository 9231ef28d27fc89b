import { expect, test } from '@playwright/test';
import { ROLE_MESSAGES } from '@journey-canvas/shared';
import { adminToken, cmsGet, staffAccount } from './support/cms';
import { login, png, toast } from './support/admin';

const words = (count: number) => Array.from({ length: count }, (_, i) => `harbour${i}`).join(' ');

test('a Contributor submits a story, an Editor sends it back with a note, then approves the resubmission', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const contributor = await staffAccount('contributor', 'writer');
  const editor = await staffAccount('editor', 'editor');
  const writerPage = await (await browser.newContext()).newPage();
  const editorPage = await (await browser.newContext()).newPage();

  await login(writerPage, contributor.password, contributor.email);
  const title = `Ferries of the Bosphorus ${Date.now()}`;
  await writerPage.getByRole('tab', { name: 'Create Post' }).click();
  await writerPage.getByRole('combobox', { name: 'Post type' }).click();
  await writerPage.getByRole('option', { name: 'Food & Cuisine' }).click();
  await writerPage.getByLabel('Title', { exact: true }).fill(title);
  await writerPage.getByLabel('Content', { exact: true }).fill(`## Crossing\n\nTea on the upper deck. ${words(310)}`);
  await writerPage.getByTestId('image-picker').setInputFiles([await png('ferry.png', '#1d4ed8')]);
  await writerPage.getByLabel('Alt text of image 1').fill('A white ferry crossing at dusk');
  // A Contributor cannot publish: the admin offers review instead.
  await expect(writerPage.getByRole('button', { name: 'Publish Story' })).toHaveCount(0);
  await writerPage.getByRole('button', { name: 'Submit for review' }).click();
  await toast(writerPage, 'Submitted for Review');
  await expect(writerPage).toHaveURL(/#\/blog-posts\/[^/]+$/);

  const [post] = await cmsGet(
    `/api/admin/blog-posts?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`,
    await adminToken(),
  );
  expect(post.status).toBe('review');

  await login(editorPage, editor.password, editor.email);
  // Editors see how many stories wait for them; the writer's tiles do not count them.
  await expect(editorPage.getByTestId('stat-inReview')).toHaveText(/^[1-9]\d*$/);
  await writerPage.getByRole('tab', { name: 'Blog Management' }).click();
  await expect(writerPage.getByTestId('stat-total')).toBeVisible();
  await expect(writerPage.getByTestId('stat-inReview')).toHaveCount(0);
  await editorPage.getByRole('combobox', { name: 'Status' }).click();
  await editorPage.getByRole('option', { name: 'In review' }).click();
  // The list writes its filter into the address after a pause; leaving before it would be undone by it.
  await expect(editorPage).toHaveURL(/filter=[^&]*%22review%22/);
  await expect(editorPage.getByRole('heading', { name: title })).toBeVisible();
  await editorPage.goto(`/admin/#/blog-posts/${post.id}`);
  await editorPage.getByRole('button', { name: 'Send back' }).click();
  await editorPage.getByLabel('Note for the writer').fill('Say which pier the ferry leaves from.');
  await editorPage.getByRole('dialog').getByRole('button', { name: 'Send back' }).click();
  await toast(editorPage, 'Sent Back');

  await writerPage.goto(`/admin/#/blog-posts/${post.id}`);
  await expect(writerPage.getByText('An Editor sent this story back: Say which pier the ferry leaves from.')).toBeVisible();
  await writerPage.getByRole('button', { name: 'Submit for review' }).click();
  await toast(writerPage, 'Submitted for Review');

  await editorPage.reload();
  await editorPage.getByRole('button', { name: 'Approve and publish' }).click();
  await toast(editorPage, 'Blog Published Successfully!');
  const [approved] = await cmsGet(
    `/api/admin/blog-posts?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`,
    await adminToken(),
  );
  expect(approved).toMatchObject({ status: 'published', reviewNote: null, createdByAdmin: contributor.email });

  // Live, the story is a publisher's to change: its writer reads it, and is offered nothing the CMS would refuse.
  await writerPage.getByRole('tab', { name: 'Blog Management' }).click();
  await writerPage.getByLabel('Search posts').fill(title);
  // The search is written to the address after a pause: a click before it would be undone by it.
  await expect(writerPage).toHaveURL(/filter=[^&]*Ferries/);
  const card = writerPage.getByRole('article').filter({ hasText: title });
  await expect(card.getByTestId('post-status')).toHaveText('Published');
  await expect(card.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await card.getByRole('link', { name: 'Show' }).click();
  await expect(writerPage.getByRole('heading', { name: title })).toBeVisible();
  await expect(writerPage.getByRole('main').getByText(ROLE_MESSAGES.liveNotEditable).first()).toBeVisible();
  const revisions = writerPage.getByRole('list', { name: 'Revisions' });
  await expect(revisions.getByRole('button', { name: /^Compare/ }).first()).toBeVisible();
  await expect(revisions.getByRole('button', { name: /^Restore/ })).toHaveCount(0);
  // Opened by its address, Edit offers no save either.
  await writerPage.goto(`/admin/#/blog-posts/${post.id}`);
  await expect(writerPage.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(writerPage.getByRole('region', { name: 'Publishing' })).toContainText(ROLE_MESSAGES.liveNotEditable);
  await expect(writerPage.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);
  await expect(writerPage.getByRole('button', { name: /^Save/ })).toHaveCount(0);
  await expect(writerPage.getByRole('button', { name: 'Preview' })).toBeVisible();
});

test('a Contributor opening what the role may not open is told so at once, and nothing is asked for', async ({ page }) => {
  const contributor = await staffAccount('contributor', 'curious');
  const [someoneElses] = (await cmsGet('/api/admin/blog-posts?range=[0,0]', await adminToken())) as { id: string }[];
  await login(page, contributor.password, contributor.email);

  // A story is refused by the CMS: said as soon as its answer comes (the default wait, not the old 20 s of Loading…).
  await page.goto(`/admin/#/blog-posts/${encodeURIComponent(someoneElses!.id)}`);
  await expect(page.getByRole('heading', { name: 'You cannot open this' })).toBeVisible();
  await expect(page.getByText(ROLE_MESSAGES.notYourPost)).toBeVisible();
  await expect(page.getByText('Element does not exist')).toHaveCount(0);

  await page.goto(`/admin/#/blog-posts/${encodeURIComponent(someoneElses!.id)}/show`);
  await expect(page.getByRole('heading', { name: 'You cannot open this' })).toBeVisible();

  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/admin\/(subscribers|comments|tags|redirects|staff|activity)/.test(request.url())) asked.push(request.url());
  });
  for (const screen of ['subscribers', 'comments', 'tags', 'redirects', 'staff', 'activity']) {
    await page.goto(`/admin/#/${screen}`);
    await expect(page.getByRole('heading', { name: 'You cannot open this' })).toBeVisible({ timeout: 3_000 });
    await expect(page.getByText('Your role does not include this screen.')).toBeVisible();
  }
  expect(asked).toEqual([]);
  await page.getByRole('link', { name: 'Back to Blog Management' }).click();
  await expect(page.getByRole('heading', { name: 'Content Management' })).toBeVisible();
});
