import { expect, test } from '@playwright/test';
import { ADMIN_SESSION, openDashboard } from './support/admin';
import { adminToken, cmsDelete, cmsGet, cmsPost } from './support/cms';

const JAPAN_GUIDE = '/articles/a-first-timers-guide-to-japans-rail-passes';

const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(day));

test('a long guide opens with a table of contents whose links reach each section', async ({ page }) => {
  await page.goto(JAPAN_GUIDE);
  const toc = page.getByRole('navigation', { name: 'In this story' });
  const links = toc.getByRole('link');
  expect(await links.count()).toBeGreaterThanOrEqual(3);
  const sections = page.locator('.prose h2');
  await expect(sections).toHaveCount(await links.count());
  for (const [i, link] of (await links.all()).entries()) {
    const id = await sections.nth(i).getAttribute('id');
    await expect(link).toHaveAttribute('href', `#${id}`);
    await expect(link).toHaveText((await sections.nth(i).textContent())!);
  }
  await links.last().click();
  await expect(page).toHaveURL(new RegExp(`#${await sections.last().getAttribute('id')}$`));
  await expect(sections.last()).toBeInViewport();
});

test('a short story has no table of contents', async ({ page }) => {
  const token = await adminToken();
  const [sample] = await cmsGet('/api/admin/blog-posts?range=[0,0]', token);
  const post = await cmsPost(
    '/api/admin/blog-posts',
    {
      postType: 'solo',
      title: `Two sections only ${Date.now()}`,
      content: `## Arriving\n\n${'We took the night bus and slept most of the way. '.repeat(3)}\n\n## Leaving\n\nBy train.`,
      images: [sample.images[0].id],
    },
    token,
  );
  await page.goto(`/articles/${post.slug}`);
  await expect(page.locator('.prose h2').first()).toHaveAttribute('id', 'arriving');
  await expect(page.getByRole('navigation', { name: 'In this story' })).toHaveCount(0);
  await cmsDelete(`/api/admin/blog-posts/${post.id}`, token);
});

test("a story shows its place, links to OpenStreetMap and its country's stories, and publishes it as contentLocation", async ({
  page,
}) => {
  const { data } = await cmsGet(`/api/blog-posts?filters[slug][$eq]=${JAPAN_GUIDE.split('/').pop()}`);
  const { placeName, placeCountry, placeLatitude, placeLongitude, lastVerifiedAt } = data[0];
  await page.goto(JAPAN_GUIDE);

  const osm = page.getByRole('link', { name: 'View on OpenStreetMap' });
  await expect(osm).toHaveAttribute(
    'href',
    `https://www.openstreetmap.org/?mlat=${placeLatitude}&mlon=${placeLongitude}#map=12/${placeLatitude}/${placeLongitude}`,
  );
  await expect(page.getByText(`Checked on ${longDate(lastVerifiedAt)}`)).toBeVisible();

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd.contentLocation).toEqual({
    '@type': 'Place',
    name: placeName,
    geo: { '@type': 'GeoCoordinates', latitude: placeLatitude, longitude: placeLongitude },
    address: { '@type': 'PostalAddress', addressCountry: placeCountry },
  });

  await page.getByRole('link', { name: `${placeName}, ${placeCountry}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Stories from ${placeCountry}` })).toBeVisible();
  await expect(page.getByRole('link', { name: data[0].title }).first()).toBeVisible();
  expect((await page.request.get('/places/Atlantis')).status()).toBe(404);
});

test.describe('guides due a check', () => {
  test.use({ storageState: ADMIN_SESSION });

  let id: string;
  const title = `Ferry passes of the Greek islands ${Date.now()}`;

  test.beforeAll(async () => {
    const token = await adminToken();
    const [sample] = await cmsGet('/api/admin/blog-posts?range=[0,0]', token);
    ({ id } = await cmsPost(
      '/api/admin/blog-posts',
      {
        postType: 'guide',
        title,
        content: 'Which ferry pass pays off, when to book, and the routes that sell out in August. '.repeat(3),
        images: [sample.images[0].id],
      },
      token,
    ));
  });

  test.afterAll(async () => cmsDelete(`/api/admin/blog-posts/${id}`, await adminToken()));

  test('are flagged in Blog Management and the form until the editor marks them verified', async ({ page }) => {
    await openDashboard(page);
    await page.getByPlaceholder('Search by title or author').fill(title);
    // The filtered list, once it has replaced the whole one.
    await expect(page.getByRole('article')).toHaveCount(1);
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card.getByTestId('guide-check-due')).toHaveText('Never verified');

    await card.getByRole('link', { name: 'Edit' }).click();
    // The form's warning, once the list (and its chips) has gone.
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByTestId('guide-check-due')).toContainText('Never verified');
    await page.getByRole('button', { name: 'Verified today' }).click();
    await expect(page.getByTestId('guide-check-due')).toHaveCount(0);
    await page.getByRole('button', { name: 'Publish Story' }).click();

    await expect
      .poll(async () => (await cmsGet(`/api/admin/blog-posts/${id}`, await adminToken())).lastVerifiedAt)
      .not.toBeNull();
    const stored = await cmsGet(`/api/admin/blog-posts/${id}`, await adminToken());
    await page.goto(`/articles/${stored.slug}`);
    await expect(page.getByText(`Checked on ${longDate(stored.lastVerifiedAt)}`)).toBeVisible();
  });

  test('a demo guide last checked over a year ago is flagged as stale', async ({ page }) => {
    await openDashboard(page);
    await page.getByPlaceholder('Search by title or author').fill('Packing for Patagonia');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article').getByTestId('guide-check-due')).toHaveText('Not verified for 12 months');
  });
});
