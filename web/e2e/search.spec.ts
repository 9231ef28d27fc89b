import { expect, test, type Page } from '@playwright/test';
import { adminToken, cmsDelete, cmsGet, cmsPost } from './support/cms';

/** A word only this run's stories hold, letters only, so every tokenizer keeps it whole. */
const word = `zq${Date.now()
  .toString(36)
  .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
const STORIES = 11;
const created: string[] = [];

const writeStory = async (token: string, imageId: number, n: number, status = 'published') =>
  cmsPost(
    '/api/admin/blog-posts',
    {
      postType: n === 0 ? 'food' : 'adventure',
      // The first has the word in its title, so it ranks first; the rest only mention it.
      title: n === 0 ? `The ${word} night market` : `Harbour walk number ${n}`,
      content: `${'We left before sunrise and walked the old harbour wall. '.repeat(3)}Then the **${word}** stalls opened: 5 < 6 > 4.`,
      images: [imageId],
      metaDescription: 'A story written by the search test, to be found by its own word.',
      status,
    },
    token,
  );

test.beforeAll(async () => {
  test.setTimeout(60_000);
  const token = await adminToken();
  const [sample] = await cmsGet('/api/admin/blog-posts?range=[0,0]', token);
  for (let n = 0; n < STORIES; n += 1) created.push((await writeStory(token, sample.images[0].id, n)).id);
  // A draft with the word is never found.
  created.push((await writeStory(token, sample.images[0].id, 99, 'draft')).id);
});

test.afterAll(async () => {
  const token = await adminToken();
  for (const id of created) await cmsDelete(`/api/admin/blog-posts/${id}`, token);
});

async function expectFirstPage(page: Page) {
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
  await expect(page).toHaveTitle(`Search results for “${word}” | Journey Canvas`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results');
  await expect(page.getByText(`${STORIES} stories match “${word}”.`)).toBeVisible();
  const results = page.locator('.search-result');
  await expect(results).toHaveCount(9);
  await expect(results.first().getByRole('heading', { level: 2 })).toHaveText(`The ${word} night market`);
  // The excerpt is the post's plain text with the word marked; its `<` stays text.
  const excerpt = results.first().locator('.search-excerpt');
  await expect(excerpt).toContainText(`Then the ${word} stalls opened: 5 < 6 > 4.`);
  await expect(excerpt.locator('mark')).toHaveText(word);
  await expect(page.getByRole('search', { name: 'Search stories' }).getByRole('searchbox')).toHaveValue(word);
}

test('a reader searches from the navigation bar and pages through the results', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  const box = page.getByRole('search', { name: 'Site search' }).getByRole('searchbox', { name: 'Search stories' });
  await box.fill(word);
  await box.press('Enter');
  await expectFirstPage(page);

  await page.getByRole('link', { name: 'More results →' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}&page=2$`));
  await expect(page).toHaveTitle(`Search results for “${word}” (page 2) | Journey Canvas`);
  await expect(page.locator('.search-result')).toHaveCount(STORIES - 9);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await page.getByRole('link', { name: '← Previous results' }).click();
  await expect(page.locator('.search-result')).toHaveCount(9);
});

test('on a narrower desktop the bar’s magnifier opens the search page', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto('/about');
  const form = page.getByRole('search', { name: 'Site search' });
  await expect(form.getByRole('searchbox')).toBeHidden();
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Stories');
  await page.getByRole('search', { name: 'Search stories' }).getByRole('searchbox').fill(word);
  await page.keyboard.press('Enter');
  await expectFirstPage(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the phone menu’s search box finds the stories', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).locator('summary').click();
    const box = page.getByRole('search', { name: 'Site search' }).getByRole('searchbox', { name: 'Search stories' });
    await box.fill(word);
    await box.press('Enter');
    await expectFirstPage(page);
  });

  test('the search page’s own form searches again', async ({ page }) => {
    await page.goto('/search');
    const form = page.getByRole('search', { name: 'Search stories' });
    await form.getByRole('searchbox').fill(`${word} cuisine`);
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText(`1 story matches “${word} cuisine”.`)).toBeVisible();
    await expect(page.locator('.search-result h2')).toHaveText(`The ${word} night market`);
  });
});

test('the search page asks for words, says when nothing matches, and offers search engines only plain searches that found stories', async ({
  page,
}) => {
  const robots = page.locator('head meta[name="robots"]');
  const canonical = page.locator('head link[rel="canonical"]');
  await page.goto('/search');
  await expect(page).toHaveTitle('Search Stories | Journey Canvas');
  await expect(page.getByRole('heading', { name: 'What are you looking for?' })).toBeVisible();
  await expect(robots).toHaveAttribute('content', 'noindex, follow');
  await expect(canonical).toHaveCount(0);

  await page.goto(`/search?q=${word.toUpperCase()}`);
  await expect(robots).toHaveAttribute('content', 'index, follow');
  await expect(canonical).toHaveAttribute('href', new RegExp(`^https?://[^/]+/search\\?q=${word}$`));
  for (const kept of [`/search?q=${word}&page=2`, `/search?q=${word}!`]) {
    await page.goto(kept);
    await expect(robots).toHaveAttribute('content', 'noindex, follow');
    await expect(canonical).toHaveCount(0);
  }

  await page.goto('/search?q=zzqxjnothinghere');
  await expect(page.getByRole('heading', { name: 'No Stories Found' })).toBeVisible();
  await expect(page.getByText('Nothing matches “zzqxjnothinghere”.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'all stories' })).toHaveAttribute('href', '/articles');
  await expect(robots).toHaveAttribute('content', 'noindex, follow');

  await page.goto(`/search?q=${encodeURIComponent('"*() --')}`);
  await expect(page.getByRole('heading', { name: 'No Stories Found' })).toBeVisible();
  expect((await page.request.get(`/search?q=${word}&page=3`)).status()).toBe(404);
});

test('a story published after a search is found by the same search at once', async ({ page }) => {
  await page.goto(`/search?q=${word}`);
  await expect(page.getByText(`${STORIES} stories match “${word}”.`)).toBeVisible();
  const token = await adminToken();
  const [sample] = await cmsGet('/api/admin/blog-posts?range=[0,0]', token);
  created.push((await writeStory(token, sample.images[0].id, 42)).id);
  await page.goto(`/search?q=${word}`);
  await expect(page.getByText(`${STORIES + 1} stories match “${word}”.`)).toBeVisible();
  await cmsDelete(`/api/admin/blog-posts/${created.pop()}`, token);
});
