import { expect, test } from '@playwright/test';
import { cmsGet } from './support/cms';

interface PublicPost {
  slug: string;
  title: string;
  author: string;
  authorSlug: string;
  postType: string;
}

/** The published stories, newest first, as readers see them. */
async function publishedStories(): Promise<PublicPost[]> {
  const { data } = await cmsGet<{ data: PublicPost[] }>('/api/blog-posts?sort=publishedAt:desc&pagination[pageSize]=100');
  return data;
}

test('an article ends with its neighbours and three related stories, same category first', async ({ page }) => {
  const stories = await publishedStories();
  // A story in the middle of the list, of a category that has other stories.
  const index = stories.findIndex(
    (story, i) => i > 0 && i < stories.length - 1 && stories.filter((other) => other.postType === story.postType).length > 1,
  );
  const story = stories[index]!;
  await page.goto(`/articles/${story.slug}`);

  const neighbours = page.getByRole('navigation', { name: 'Previous and next stories' });
  await expect(neighbours.getByRole('link', { name: /Previous story/ })).toHaveAttribute(
    'href',
    `/articles/${stories[index + 1]!.slug}`,
  );
  await expect(neighbours.getByRole('link', { name: /Next story/ })).toHaveAttribute(
    'href',
    `/articles/${stories[index - 1]!.slug}`,
  );

  const related = page.getByRole('region', { name: 'Keep exploring' });
  const cards = related.getByRole('article');
  await expect(cards).toHaveCount(3);
  const sameCategory = stories.find((other) => other.postType === story.postType && other.slug !== story.slug)!;
  await expect(cards.first().getByRole('heading')).toHaveText(sameCategory.title);
  await expect(related.getByRole('link', { name: story.title, exact: true })).toHaveCount(0);

  await neighbours.getByRole('link', { name: /Next story/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(stories[index - 1]!.title);
});

test("a byline leads to the author's page, which lists their stories and is named in the article's record", async ({
  page,
  baseURL,
}) => {
  const [story] = await publishedStories();
  await page.goto(`/articles/${story!.slug}`);
  const jsonLd = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent())!);
  expect(jsonLd.author).toEqual({ '@type': 'Person', name: story!.author, url: `${baseURL}/authors/${story!.authorSlug}` });

  await page.locator('.article-header .byline').getByRole('link', { name: story!.author }).click();
  await expect(page).toHaveURL(`/authors/${story!.authorSlug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Stories by ${story!.author}`);
  const byAuthor = (await publishedStories()).filter((other) => other.authorSlug === story!.authorSlug);
  await expect(page.locator('main .story-card')).toHaveCount(Math.min(byAuthor.length, 9));
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/authors/${story!.authorSlug}`);

  const missing = await page.goto('/authors/nobody-writes-here');
  expect(missing?.status()).toBe(404);
});
