import { expect, test } from '@playwright/test';
import { adminToken, cmsGet, cmsPut } from './support/cms';
import { ADMIN_SESSION, openDashboard, png, toast } from './support/admin';

test.use({ storageState: ADMIN_SESSION });

const EDITOR_ZONE = 'Asia/Kathmandu';

/** A moment as a `datetime-local` value in the editor's time zone: what the editor types. */
function localInput(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

test.use({ timezoneId: EDITOR_ZONE });

test('a story scheduled in the editor’s time zone is stored in UTC, and reaches readers on time', async ({ page, context }) => {
  // The start of the minute two minutes from now: the editor picks minutes, not seconds.
  const due = new Date(Math.floor((Date.now() + 2 * 60_000) / 60_000) * 60_000);
  const title = `Sunrise over the Annapurnas ${Date.now()}`;

  await openDashboard(page);
  await page.getByRole('tab', { name: 'Create Post' }).click();
  await page.getByRole('combobox', { name: 'Post type' }).click();
  await page.getByRole('option', { name: 'Adventure Travel' }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page
    .getByLabel('Content', { exact: true })
    .fill('## Poon Hill\n\nWe left the lodge at five with head torches and reached the top as the range turned pink.');
  await page.getByTestId('image-picker').setInputFiles([await png('annapurna.png', '#1d4ed8')]);
  await page.getByLabel('Alt text of image 1').fill('Snow peaks glowing pink at dawn');
  // Chromium names this zone Asia/Katmandu, its older spelling.
  await expect(page.getByText(/In your time zone \(Asia\/Kath?mandu\)/)).toBeVisible();
  await page.getByLabel('Publish date and time').fill(localInput(due, EDITOR_ZONE));
  await page.getByRole('button', { name: 'Schedule' }).click();
  await toast(page, 'Story Scheduled');
  await expect(page.getByText(/^Scheduled for /)).toBeVisible();

  // Entered in Kathmandu time (UTC+05:45), stored in UTC.
  const token = await adminToken();
  const [post] = await cmsGet(`/api/admin/blog-posts?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`, token);
  expect(post).toMatchObject({ status: 'scheduled', scheduledAt: due.toISOString(), publishedAt: null });

  const reader = await context.newPage();
  expect((await reader.goto(`/articles/${post.slug}`))?.status()).toBe(404);
  await page.getByRole('tab', { name: 'Blog Management' }).click();
  await page.getByLabel('Search posts').fill(title);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').getByTestId('post-status')).toHaveText(/^Scheduled for /);

  // Rather than wait the minutes out, the schedule moves to three seconds from now (decision 083).
  const soon = new Date(Date.now() + 3_000);
  await cmsPut(
    `/api/admin/blog-posts/${encodeURIComponent(post.id)}`,
    { status: 'scheduled', scheduledAt: soon.toISOString() },
    token,
  );
  // Still away before its time...
  expect((await reader.request.get(`/articles/${post.slug}`)).status()).toBe(404);
  expect(Date.now()).toBeLessThan(soon.getTime());
  // ...and there within seconds after it: the cron tick (2 s in tests), then the webhook's purge.
  await expect(async () => {
    expect((await reader.goto(`/articles/${post.slug}`))?.status()).toBe(200);
  }).toPass({ timeout: 20_000, intervals: [500] });
  expect(Date.now()).toBeGreaterThanOrEqual(soon.getTime());
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.locator('.featured-image img')).toHaveAttribute('alt', 'Snow peaks glowing pink at dawn');
});
