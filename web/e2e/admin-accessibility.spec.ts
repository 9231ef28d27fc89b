import { expect, test, type Page } from '@playwright/test';
import { ADMIN_SESSION, openDashboard } from './support/admin';
import { axeFailures, WIDTHS } from './support/axe';
import { adminToken, cmsDelete, cmsGet, cmsPost } from './support/cms';

/** A demo guide last checked over a year ago: Blog Management flags it. */
const STALE_GUIDE = 'Packing for Patagonia';

/** Shows one post in Blog Management by searching for its title. */
async function searchFor(page: Page, title: string) {
  await page.getByPlaceholder('Search by title or author').fill(title);
  // The filtered list, once it has replaced the whole one.
  await expect(page.getByRole('article')).toHaveCount(1);
  return page.getByRole('article');
}

/** A published sample's first image, for the stories these tests add. */
async function sampleImage(token: string): Promise<number> {
  const [sample] = await cmsGet('/api/admin/blog-posts?range=[0,0]', token);
  return sample.images[0].id;
}

test.describe('every admin screen', () => {
  test.use({ storageState: ADMIN_SESSION });
  const added: string[] = [];

  // A draft and a scheduled story, so that each status chip is on the list audited.
  test.beforeAll(async () => {
    const token = await adminToken();
    const image = await sampleImage(token);
    for (const status of ['draft', 'scheduled']) {
      const post = await cmsPost(
        '/api/admin/blog-posts',
        {
          postType: 'food',
          title: `Night markets of Taipei, ${status}`,
          content: 'Stinky tofu, oyster omelettes and pepper buns, stall by stall along Raohe Street after dark. '.repeat(2),
          images: [image],
          status,
          ...(status === 'scheduled' ? { scheduledAt: new Date(Date.now() + 86_400_000).toISOString() } : {}),
        },
        token,
      );
      added.push(post.id);
    }
  });

  test.afterAll(async () => {
    const token = await adminToken();
    for (const id of added) await cmsDelete(`/api/admin/blog-posts/${id}`, token);
  });

  for (const viewport of WIDTHS) {
    test(`passes axe (WCAG 2.1 AA) on a ${viewport.name}`, async ({ page, browser, baseURL }) => {
      // Nine audits, each a few seconds on a loaded two-core machine.
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      // Leaving a form may ask about unsaved work.
      page.on('dialog', (dialog) => void dialog.accept());
      const failures: string[] = [];

      // Signed out: a context of its own without the stored session (axe needs one made by newContext).
      const signedOut = await (await browser.newContext({ baseURL, viewport })).newPage();
      await signedOut.goto('/admin/#/login');
      await expect(signedOut.getByRole('button', { name: 'Sign in' })).toBeVisible();
      failures.push(...(await axeFailures(signedOut, 'login')));
      await signedOut.context().close();

      await openDashboard(page);
      const statuses = page.getByTestId('post-status');
      await expect(statuses.filter({ hasText: /^Scheduled for / })).toBeVisible();
      await expect(statuses.filter({ hasText: /^Draft$/ })).toBeVisible();
      await expect(page.getByRole('article').first().getByTestId('seo-score')).toBeVisible();
      failures.push(...(await axeFailures(page, 'Blog Management')));

      const guide = await searchFor(page, STALE_GUIDE);
      await expect(guide.getByTestId('guide-check-due')).toHaveText('Not verified for 12 months');
      await expect(guide.getByTestId('seo-score')).toBeVisible();
      failures.push(...(await axeFailures(page, 'Blog Management, a stale guide')));

      await guide.getByRole('link', { name: 'Edit' }).click();
      // The form's code arrives on its first opening.
      await expect(page.getByLabel('Title', { exact: true })).toHaveValue(new RegExp(STALE_GUIDE), { timeout: 20_000 });
      await expect(page.getByTestId('guide-check-due')).toBeVisible();
      // The History beside (or below) the form is audited with it.
      await expect(page.getByRole('list', { name: 'Revisions' }).getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
      failures.push(...(await axeFailures(page, 'Edit')));

      await page.getByRole('tab', { name: 'Create Post' }).click();
      await expect(page.getByRole('heading', { name: 'New Travel Story' })).toBeVisible();
      failures.push(...(await axeFailures(page, 'Create Post')));
      await page.getByRole('button', { name: 'Publish Story' }).click();
      await expect(page.getByText('Title is required')).toBeVisible();
      failures.push(...(await axeFailures(page, 'Create Post, refused')));

      // Each resource's list beside the specification's tabs; Settings holds the site's details and the newsletter.
      await page.getByRole('tab', { name: /Comments/ }).click();
      await expect(page.getByRole('heading', { name: 'Reader questions' })).toBeVisible();
      failures.push(...(await axeFailures(page, 'Comments')));
      await page.getByRole('tab', { name: 'Subscribers' }).click();
      await expect(page.getByRole('region', { name: 'Subscribers' }).getByText(/\d+ address/)).toBeVisible();
      failures.push(...(await axeFailures(page, 'Subscribers')));
      await page.getByRole('tab', { name: 'Tags' }).click();
      // A phone gets react-admin's SimpleList in place of the table.
      await expect(page.getByRole(viewport.width < 600 ? 'list' : 'table', { name: 'Tags' })).toBeVisible();
      failures.push(...(await axeFailures(page, 'Tags')));
      for (const screen of ['Redirects', 'Staff', 'Activity']) {
        await page.getByRole('tab', { name: screen }).click();
        await expect(page.getByRole('heading', { name: screen })).toBeVisible();
        failures.push(...(await axeFailures(page, screen)));
      }

      await page.getByRole('tab', { name: 'Settings' }).click();
      await expect(page.getByRole('heading', { name: 'SEO Configuration' })).toBeVisible();
      failures.push(...(await axeFailures(page, 'Settings')));

      expect(failures).toEqual([]);
    });
  }
});

test.describe('a story whose title is one very long word', () => {
  test.use({ storageState: ADMIN_SESSION });
  const title = `Llanfairpwllgwyngyll${'gogerychwyrndrobwllllantysiliogogogoch'.repeat(4)}`;
  let id: string;

  test.beforeAll(async () => {
    const token = await adminToken();
    const image = await sampleImage(token);
    ({ id } = await cmsPost(
      '/api/admin/blog-posts',
      {
        postType: 'solo',
        title,
        content: 'A village on Anglesey whose name is longer than most sentences, and the station sign that holds it. '.repeat(2),
        images: [image],
      },
      token,
    ));
  });

  test.afterAll(async () => cmsDelete(`/api/admin/blog-posts/${id}`, await adminToken()));

  for (const viewport of WIDTHS) {
    test(`Blog Management still fits a ${viewport.name} (${viewport.width} px) without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openDashboard(page);
      const card = await searchFor(page, title);
      await expect(card.getByRole('heading', { name: title })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
      // The card holds its title: nothing in it reaches past its edge.
      const fit = await card.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
      expect(fit.scroll).toBe(fit.client);
      // Its controls and score stay whole on the screen, once scrolled down to.
      for (const part of [
        card.getByRole('link', { name: 'Edit' }),
        card.getByRole('button', { name: 'Delete' }),
        card.getByTestId('seo-score'),
      ]) {
        await part.scrollIntoViewIfNeeded();
        await expect(part).toBeInViewport({ ratio: 1 });
      }
    });
  }
});
