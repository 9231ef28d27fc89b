import { expect, test } from '@playwright/test';
import { adminToken, cmsGet, cmsPost, cmsPut } from './support/cms';
import { ADMIN_SESSION, openDashboard, toast, uploadedPicture } from './support/admin';
import { rawGet } from './support/http';
import { PURGE_MS } from './support/purge';

test.use({ storageState: ADMIN_SESSION });

/** The Redirects tab (decision 041): added and removed in the admin, answered by the site at once. */
test.describe('the Redirects tab', () => {
  test.beforeEach(async ({ page }) => {
    await openDashboard(page);
    await page.getByRole('tab', { name: 'Redirects' }).click();
    await expect(page.getByRole('heading', { name: 'Redirects' })).toBeVisible();
  });

  test('adds a redirect that readers follow, refuses bad ones with the reason, and removes it', async ({ page, context }) => {
    const story = (await cmsGet('/api/blog-posts?pagination[pageSize]=1&sort=publishedAt:desc')).data[0];
    const from = `/old-trip-${Date.now()}`;
    const section = page.getByRole('region', { name: 'Redirects' });

    await section.getByLabel('From path').fill(from);
    await section.getByLabel('To path or address').fill('javascript:alert(1)');
    await section.getByRole('button', { name: 'Add redirect' }).click();
    await expect(
      section.getByText(
        'The target must be a path on this site, starting with /, or a web address starting with https:// or http://',
      ),
    ).toBeVisible();

    await section.getByLabel('From path').fill('/about');
    await section.getByLabel('To path or address').fill(`/articles/${story.slug}`);
    await section.getByRole('button', { name: 'Add redirect' }).click();
    await expect(section.getByText('/about is a page of the site: a redirect from it would hide it')).toBeVisible();

    await section.getByLabel('From path').fill(from);
    await section.getByRole('button', { name: 'Add redirect' }).click();
    await toast(page, 'Redirect Added');
    const row = section.getByRole('row').filter({ hasText: from });
    await expect(row).toContainText(`/articles/${story.slug}`);
    await expect(row).toContainText('301');

    const reader = await context.newPage();
    const landed = await reader.goto(from);
    expect(landed?.status()).toBe(200);
    expect(landed?.request().redirectedFrom()?.url()).toMatch(new RegExp(`${from}$`));
    const answer = await landed?.request().redirectedFrom()?.response();
    expect(answer?.status()).toBe(301);
    // Not kept by the browser, so that removing it below takes effect for this reader too.
    expect(answer?.headers()['cache-control']).toBe('no-cache');
    await expect(reader).toHaveURL(new RegExp(`/articles/${story.slug}$`));

    await row.getByRole('button', { name: `Remove the redirect from ${from}` }).click();
    await toast(page, 'Redirect Removed');
    await expect(section.getByRole('row').filter({ hasText: from })).toHaveCount(0);
    expect((await reader.goto(from))?.status()).toBe(404);
  });
});

/** Every page's 404 asks for a redirect first, not only the catch-all's (decision 041). */
test.describe('redirects from any address without a page', () => {
  test("an author's, a place's and a typed non-ASCII old address lead on, and a moved story's itinerary follows it", async () => {
    const token = await adminToken();
    const now = Date.now();
    const story = (await cmsGet('/api/blog-posts?pagination[pageSize]=1&sort=publishedAt:desc')).data[0];
    const moves = [
      { from: `/authors/gone-author-${now}`, to: `/authors/${story.authorSlug}` },
      { from: `/places/Atlantis-${now}`, to: '/places/Japan' },
      { from: `/café-${now}`, to: '/about' },
    ];
    for (const move of moves) await cmsPost('/api/admin/redirects', move, token);
    for (const { from, to } of moves) {
      const answer = await rawGet(encodeURI(from));
      expect(answer.status, from).toBe(301);
      expect(answer.headers.location).toBe(to);
    }

    const image = await uploadedPicture(token, 'kyoto.png', '#9a3412');
    const post = await cmsPost<{ id: string; slug: string }>(
      '/api/admin/blog-posts',
      {
        postType: 'guide',
        title: `Two days in Kyoto ${now}`,
        content: 'Temples at dawn, markets at noon and the river at dusk, planned day by day for a short visit. '.repeat(3),
        author: 'Test Author',
        metaDescription: 'Two days in Kyoto, planned stop by stop.',
        images: [{ id: image, alternativeText: 'A vermilion gate in Kyoto', caption: null }],
        itinerary: [{ title: 'Arrival', stops: [{ name: 'Fushimi Inari', latitude: 34.9671, longitude: 135.7727 }] }],
      },
      token,
    );
    expect((await rawGet(`/articles/${post.slug}/itinerary`)).status).toBe(200);
    const newSlug = `kyoto-in-two-days-${now}`;
    await cmsPut(`/api/admin/blog-posts/${encodeURIComponent(post.id)}`, { slug: newSlug }, token);
    await expect.poll(async () => (await rawGet(`/articles/${post.slug}/itinerary`)).status, { timeout: PURGE_MS }).toBe(301);
    expect((await rawGet(`/articles/${post.slug}/itinerary`)).headers.location).toBe(`/articles/${newSlug}/itinerary`);
  });
});

/** A post's address changed on its Edit form (decision 044): its old addresses lead readers on in one hop. */
test.describe('changing a story address', () => {
  test('an editor gives a published story a new address, and its old /articles/ and /blog/ addresses answer 301', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const token = await adminToken();
    const image = await uploadedPicture(token, 'lisbon.png', '#0f766e');
    const post = await cmsPost<{ id: string; slug: string }>(
      '/api/admin/blog-posts',
      {
        postType: 'cultural',
        title: `Lisbon by tram ${Date.now()}`,
        content: 'We rode the old yellow tram up to the castle and walked back down through Alfama. '.repeat(3),
        author: 'Test Author',
        metaDescription: 'Lisbon from the seat of tram 28, and the walk back down.',
        images: [{ id: image, alternativeText: 'A yellow tram on a steep street', caption: null }],
      },
      token,
    );
    const newSlug = `lisbon-tram-28-${Date.now()}`;
    // Readers have the old address, and the site has its page in its cache.
    const reader = await context.newPage();
    expect((await reader.goto(`/articles/${post.slug}`))?.status()).toBe(200);

    await openDashboard(page);
    await page.goto(`/admin/#/blog-posts/${encodeURIComponent(post.id)}`);
    const address = page.getByLabel('Address', { exact: true });
    // The form's code arrives on its first opening: seconds on a loaded machine.
    await expect(address).toHaveValue(post.slug, { timeout: 20_000 });
    await expect(page.getByText('Change it and the old address will redirect readers here.')).toBeVisible();
    await address.fill('Not a slug!');
    await page.getByRole('button', { name: 'Publish Story' }).click();
    await expect(
      page.getByText('The address may hold only lowercase letters (a-z), digits and single hyphens, such as kyoto-in-autumn'),
    ).toBeVisible();
    await address.fill(newSlug);
    await page.getByRole('button', { name: 'Publish Story' }).click();
    await toast(page, 'Blog Published Successfully! 🎉');

    for (const old of [`/articles/${post.slug}`, `/blog/${post.slug}`]) {
      await expect.poll(async () => (await rawGet(old)).status, { timeout: PURGE_MS }).toBe(301);
      expect((await rawGet(old)).headers.location).toBe(`/articles/${newSlug}`);
    }
    expect((await reader.goto(`/articles/${post.slug}`))?.status()).toBe(200);
    await expect(reader).toHaveURL(new RegExp(`/articles/${newSlug}$`));
  });
});
