import { devices, expect, test } from '@playwright/test';
import { adminToken, cmsGet, cmsPost, cmsUrl } from './support/cms';
import { ADMIN_SESSION, openDashboard, uploadedPicture } from './support/admin';

const DAY_MS = 24 * 60 * 60 * 1000;
const date = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/** Analytics from the site's own answers (decision 101): no script, no cookie, robots and prefetches left out. */
test('the site counts the views readers make of a story, with where they came from, and nothing else', async ({
  browser,
  request,
  baseURL,
}) => {
  const token = await adminToken();
  const image = await uploadedPicture(token, 'harbour.png', '#0f766e');
  const story = await cmsPost<{ id: string; slug: string }>(
    '/api/admin/blog-posts',
    {
      postType: 'adventure',
      title: `A harbour counted by its readers ${Date.now()}`,
      content: `## The quay\n\n${'Fishing boats come in at dawn and the market opens on the quay before the cafés do. '.repeat(4)}`,
      author: 'Test Author',
      metaDescription: 'A harbour at dawn, its boats and the market on the quay, read by readers who are counted.',
      images: [{ id: image, alternativeText: 'Fishing boats in a small harbour', caption: null }],
    },
    token,
  );
  const address = `/articles/${story.slug}`;

  // Not views: a prefetch, a HEAD, a robot, and a reader who asks not to be followed.
  expect((await request.get(address, { headers: { 'Sec-Purpose': 'prefetch' } })).status()).toBe(200);
  expect((await request.head(address)).status()).toBe(200);
  expect((await request.get(address, { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' } })).status()).toBe(200);
  const private_ = await browser.newContext({ extraHTTPHeaders: { DNT: '1' } });
  await (await private_.newPage()).goto(address);
  await private_.close();

  // Views: a reader in Portugal on a desktop who found it on DuckDuckGo, and one on a phone who typed the address.
  const desktop = await browser.newContext({ locale: 'pt-PT' });
  const fromSearch = await desktop.newPage();
  const asked: { url: string; type: string }[] = [];
  fromSearch.on('request', (sent) => asked.push({ url: sent.url(), type: sent.resourceType() }));
  await fromSearch.goto(address, { referer: 'https://duckduckgo.com/' });
  await expect(fromSearch.getByRole('heading', { level: 1 })).toContainText('A harbour counted by its readers');
  await fromSearch.waitForLoadState('networkidle');
  // No script file, no cookie and no request but the page and its own pictures and styles do the counting.
  expect(await desktop.cookies()).toEqual([]);
  expect(asked.filter(({ type }) => type === 'script')).toEqual([]);
  expect(asked.filter(({ type }) => ['fetch', 'xhr', 'ping', 'eventsource', 'websocket'].includes(type))).toEqual([]);
  const origins = new Set([new URL(baseURL!).origin, new URL(cmsUrl()).origin]);
  expect(asked.filter(({ url }) => !origins.has(new URL(url).origin))).toEqual([]);
  await desktop.close();
  const phone = await browser.newContext({ ...devices['iPhone 13'], locale: 'en-US' });
  await (await phone.newPage()).goto(address);
  await phone.close();

  const figures = () => cmsGet(`/api/admin/analytics/stories/${story.id}?from=${date(-1)}&to=${date(1)}`, token);
  await expect.poll(async () => (await figures()).views, { timeout: 15_000 }).toBe(2);
  const counted = await figures();
  expect(counted.referrers).toEqual(
    expect.arrayContaining([
      { host: 'duckduckgo.com', views: 1 },
      { host: '', views: 1 },
    ]),
  );
  expect(counted.countries).toEqual(
    expect.arrayContaining([
      { country: 'PT', views: 1 },
      { country: 'US', views: 1 },
    ]),
  );
  const summary = await cmsGet(`/api/admin/analytics/summary?from=${date(-1)}&to=${date(1)}`, token);
  expect(summary.views).toBeGreaterThanOrEqual(2);
  expect(summary.visitors).toBeGreaterThanOrEqual(1);
  expect(summary.devices.map((device: { device: string }) => device.device)).toEqual(
    expect.arrayContaining(['desktop', 'mobile']),
  );

  // The editor sees them on the Analytics tab and beside the story's Edit form.
  const editor = await browser.newContext({ storageState: ADMIN_SESSION });
  const admin = await editor.newPage();
  await openDashboard(admin);
  await admin.getByRole('tab', { name: 'Analytics' }).click();
  // Other tests' readers come from the United States with no referrer; this one's alone from Portugal and DuckDuckGo.
  await expect(admin.getByRole('table', { name: 'Referrer' })).toContainText('duckduckgo.com');
  await expect(admin.getByRole('table', { name: 'Country' })).toContainText('Portugal');
  await expect(admin.getByRole('table', { name: 'Top stories' })).toBeVisible();
  await admin.goto(`/admin/#/blog-posts/${story.id}`);
  const readers = admin.getByRole('region', { name: 'Readers' });
  await expect(readers).toContainText('2 views in the last 30 days.');
  await expect(readers).toContainText('Most read in');
  await editor.close();
});
