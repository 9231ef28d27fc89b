import { expect, test, type Page } from '@playwright/test';
import { ADMIN_SESSION, openDashboard, png, toast, uploadedPicture } from './support/admin';
import { axeFailures } from './support/axe';
import { adminToken, cmsDelete, cmsGet, cmsPost, cmsUrl } from './support/cms';

test.use({ storageState: ADMIN_SESSION });

/** The Create Post form with a type, a title and the story's opening words; answers the Content field. */
async function startStory(page: Page, postType: string, title: string, opening: string) {
  await openDashboard(page);
  await page.getByRole('tab', { name: 'Create Post' }).click();
  await page.getByRole('combobox', { name: 'Post type' }).click();
  await page.getByRole('option', { name: postType }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  const content = page.getByLabel('Content', { exact: true });
  await content.fill(opening);
  return content;
}

/** Publishes the story with a featured picture and answers it as stored, with a token to delete it. */
async function publishStory(page: Page, title: string, featured: string) {
  await page.getByTestId('image-picker').setInputFiles([await png(featured, '#0f766e')]);
  await expect(page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Publish Story' }).click();
  await toast(page, 'Blog Published Successfully! 🎉');
  const token = await adminToken();
  const [post] = await cmsGet(`/api/admin/blog-posts?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`, token);
  return { post, token };
}

test('an editor inserts a picture, a callout and a footnote with the toolbar, previews them, publishes; readers get them without JavaScript', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const title = `Ferries of the Inland Sea ${Date.now()}`;
  const content = await startStory(
    page,
    'Travel Tips',
    title,
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

  // A picture uploaded from the toolbar, described and captioned, goes in at the cursor.
  await content.press('ControlOrMeta+End');
  await toolbar.getByRole('button', { name: 'Insert picture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert picture' });
  // The library offers the pictures already uploaded (the demo stories'); this one is new.
  await expect(dialog.getByRole('list', { name: 'Pictures in the library' }).getByRole('button').first()).toBeVisible();
  await dialog.getByTestId('insert-picture-file').setInputFiles([await png('teshima.png', '#b45309')]);
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(dialog.getByText('Describe the picture for readers who cannot see it.')).toBeVisible();
  await dialog.getByLabel('Alt text').fill('The art museum on Teshima under its concrete shell');
  await dialog.getByLabel('Caption (optional)').fill('Teshima Art Museum, a morning in May');
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(dialog).toBeHidden();
  await expect(content).toHaveValue(
    /!\[The art museum on Teshima under its concrete shell\]\(\/uploads\/\S+ "Teshima Art Museum, a morning in May"\)/,
  );

  const preview = page.getByTestId('markdown-preview');
  await expect(preview.getByRole('note', { name: 'Warning' })).toContainText('The last boat leaves at 17:00.');
  await expect(preview.getByRole('region', { name: 'Notes' })).toContainText('Setonaikai Kisen timetable, spring 2026.');
  await expect(preview.locator('figure figcaption')).toHaveText('Teshima Art Museum, a morning in May');

  const { post, token } = await publishStory(page, title, 'naoshima.png');
  try {
    const reader = await (await browser.newContext({ baseURL, javaScriptEnabled: false })).newPage();
    await reader.goto(`/articles/${post.slug}`);
    await expect(reader.getByRole('note', { name: 'Warning' })).toContainText('The last boat leaves at 17:00.');
    const figure = reader.locator('.prose figure').filter({ hasText: 'Teshima Art Museum, a morning in May' });
    await expect(figure.getByRole('img', { name: 'The art museum on Teshima under its concrete shell' })).toHaveAttribute(
      'width',
      '900',
    );
    await expect(figure.locator('source[type="image/avif"]')).toHaveCount(1);
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

test('a picture written into a story is a figure with its caption, sized against layout shift, in AVIF and WebP', async ({
  browser,
  baseURL,
}) => {
  const token = await adminToken();
  const [featured, ferry] = [
    await uploadedPicture(token, 'harbour.png', '#0f766e'),
    await uploadedPicture(token, 'ferry.png', '#b45309'),
  ];
  const { url } = await cmsGet(`/api/upload/files/${ferry}`, token);
  const story = await cmsPost(
    '/api/admin/blog-posts',
    {
      postType: 'tips',
      title: `The morning ferry ${Date.now()}`,
      content: `We took the first boat.\n\n![The ferry leaving Miyanoura](${url} "Leaving Naoshima at 7:00")\n\n${'The crossing takes twenty minutes and the sea is calm in the morning. '.repeat(4)}`,
      images: [featured],
    },
    token,
  );
  try {
    const reader = await (await browser.newContext({ baseURL, javaScriptEnabled: false })).newPage();
    const answer = await reader.goto(`/articles/${story.slug}`);
    expect(answer?.status()).toBe(200);
    const figure = reader.locator('.prose figure').filter({ hasText: 'Leaving Naoshima at 7:00' });
    await expect(figure.locator('figcaption')).toHaveText('Leaving Naoshima at 7:00');
    await expect(figure.locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', /\/uploads\/.+\.avif \d+w/);
    await expect(figure.locator('picture source[type="image/webp"]')).toHaveAttribute('srcset', /\/uploads\/.+\.webp \d+w/);
    const picture = figure.getByRole('img', { name: 'The ferry leaving Miyanoura' });
    await expect(picture).toHaveAttribute('width', '900');
    await expect(picture).toHaveAttribute('height', '600');
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await reader.context().close();
  } finally {
    await cmsDelete(`/api/admin/blog-posts/${story.id}`, token);
  }
});

test('an editor inserts a gallery in the order chosen; a reader opens a picture and moves through them without JavaScript', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const title = `Four harbours of Shodoshima ${Date.now()}`;
  const content = await startStory(
    page,
    'Photography',
    title,
    'Four harbours in one day on Shodoshima, by bus and on foot, from the first ferry to the last light.',
  );

  await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Insert gallery' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert gallery' });
  await dialog.getByTestId('insert-picture-file').setInputFiles([await png('tonosho.png', '#0f766e')]);
  const chosen = dialog.getByRole('list', { name: 'Pictures of the gallery' }).getByRole('listitem');
  await expect(chosen).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(dialog.getByText('A gallery shows two pictures or more: upload or choose another.')).toBeVisible();
  await dialog
    .getByTestId('insert-picture-file')
    .setInputFiles([await png('sakate.png', '#b45309'), await png('ikeda.png', '#1d4ed8')]);
  await expect(chosen).toHaveCount(3);
  await dialog.getByLabel('Alt text of picture 1').fill('Fishing boats in Tonosho harbour');
  await dialog.getByLabel('Caption of picture 1 (optional)').fill('Tonosho at eight');
  await dialog.getByLabel('Alt text of picture 2').fill('The breakwater at Sakate');
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(dialog.getByText('Describe the picture for readers who cannot see it.')).toBeVisible();
  await dialog.getByLabel('Alt text of picture 3').fill('Evening over Ikeda bay');
  await dialog.getByLabel('Caption of picture 3 (optional)').fill('Ikeda, the last light');
  // The evening goes first.
  await dialog.getByRole('button', { name: 'Move picture 3 up' }).click();
  await dialog.getByRole('button', { name: 'Move picture 2 up' }).click();
  await expect(dialog.getByLabel('Alt text of picture 1')).toHaveValue('Evening over Ikeda bay');
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(dialog).toBeHidden();
  await expect(content).toHaveValue(
    /::: gallery\n!\[Evening over Ikeda bay\]\(\/uploads\/\S+ "Ikeda, the last light"\)\n!\[Fishing boats in Tonosho harbour\]\(\/uploads\/\S+ "Tonosho at eight"\)\n!\[The breakwater at Sakate\]\(\/uploads\/\S+\)\n:::/,
  );
  const grid = page.getByTestId('markdown-preview').getByRole('list', { name: 'Gallery of 3 pictures' });
  await expect(grid.getByRole('img')).toHaveCount(3);
  await expect(grid.getByRole('img').first()).toHaveAccessibleName('Evening over Ikeda bay');
  // The pictures come from the media library, though the admin is served by the site.
  await expect
    .poll(() =>
      grid.getByRole('img').evaluateAll((pictures) => pictures.map((picture) => (picture as HTMLImageElement).naturalWidth)),
    )
    .toEqual([900, 900, 900]);

  const { post, token } = await publishStory(page, title, 'shodoshima.png');
  try {
    const reader = await (await browser.newContext({ baseURL, javaScriptEnabled: false })).newPage();
    await reader.goto(`/articles/${post.slug}`);
    const readerGrid = reader.getByRole('list', { name: 'Gallery of 3 pictures' });
    await expect(readerGrid.locator('figcaption')).toHaveText(['Ikeda, the last light', 'Tonosho at eight']);
    await expect(readerGrid.locator('source[type="image/avif"]')).toHaveCount(3);
    const slide = (number: number) => reader.locator(`#gallery-1-${number}`);
    await expect(slide(1)).toBeHidden();
    await readerGrid.getByRole('link', { name: 'Fishing boats in Tonosho harbour' }).click();
    await expect(reader).toHaveURL(/#gallery-1-2$/);
    await expect(slide(2)).toBeInViewport();
    await expect(slide(2).locator('figcaption')).toHaveText('Tonosho at eight · 2 of 3');
    // The keyboard goes on from the picture opened: previous, close, next.
    await reader.keyboard.press('Tab');
    await reader.keyboard.press('Tab');
    await reader.keyboard.press('Tab');
    await expect(slide(2).getByRole('link', { name: 'Next picture' })).toBeFocused();
    await reader.keyboard.press('Enter');
    await expect(reader).toHaveURL(/#gallery-1-3$/);
    await expect(slide(3)).toBeInViewport();
    await expect(slide(3).getByRole('img', { name: 'The breakwater at Sakate' })).toBeVisible();
    await slide(3).getByRole('link', { name: 'Next picture' }).click();
    await expect(slide(1)).toBeInViewport();
    await slide(1).getByRole('link', { name: 'Close the large view' }).click();
    await expect(reader).toHaveURL(/#gallery-1$/);
    await expect(slide(1)).toBeHidden();
    await reader.context().close();
    await page.goto(`/articles/${post.slug}`);
    expect(await axeFailures(page, 'article with a gallery')).toEqual([]);
    await page.goto(`/articles/${post.slug}#gallery-1-1`);
    expect(await axeFailures(page, 'a gallery picture opened large')).toEqual([]);
  } finally {
    await cmsDelete(`/api/admin/blog-posts/${post.id}`, token);
  }
});

test('an editor inserts a video with its poster; readers get a facade that asks YouTube nothing until pressed', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const title = `The Kumano Kodo in a week ${Date.now()}`;
  const content = await startStory(
    page,
    'Adventure',
    title,
    'Five days on the old pilgrim trail from Takijiri to Hongu, with the inns, the climbs and the buses back.',
  );

  await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Insert video or map' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert video or map' });
  await dialog.getByLabel('Address').fill('https://example.com/trail.mp4');
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(dialog.getByText('Paste the address of a YouTube or Vimeo video, or of a place on OpenStreetMap.')).toBeVisible();
  await dialog.getByLabel('Address').fill('https://youtu.be/M7lc1UVf-VE?t=42');
  await expect(dialog.getByText('A YouTube video.')).toBeVisible();
  await dialog.getByLabel('Title').fill('Day two: the climb to Chikatsuyu');
  await dialog.getByRole('button', { name: 'Choose a poster' }).click();
  const posterDialog = page.getByRole('dialog', { name: 'Insert picture' });
  await posterDialog.getByTestId('insert-picture-file').setInputFiles([await png('kumano.png', '#0f766e')]);
  await posterDialog.getByLabel('Alt text').fill('Cedar trees along a stone path');
  await posterDialog.getByRole('button', { name: 'Insert' }).click();
  await expect(posterDialog).toBeHidden();
  await expect(dialog.getByText('Poster: Cedar trees along a stone path')).toBeVisible();
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(dialog).toBeHidden();
  await expect(content).toHaveValue(
    /\n\[!\[Cedar trees along a stone path\]\(\/uploads\/\S+\) Day two: the climb to Chikatsuyu\]\(https:\/\/youtu\.be\/M7lc1UVf-VE\?t=42\)\n/,
  );
  const previewFacade = page
    .getByTestId('markdown-preview')
    .getByRole('link', { name: 'Play: Day two: the climb to Chikatsuyu (YouTube)' });
  await expect(previewFacade).toBeVisible();

  const { post, token } = await publishStory(page, title, 'kii.png');
  try {
    // Without JavaScript, the facade is a link to the video on YouTube.
    const still = await (await browser.newContext({ baseURL, javaScriptEnabled: false })).newPage();
    await still.goto(`/articles/${post.slug}`);
    await expect(still.getByRole('link', { name: 'Play: Day two: the climb to Chikatsuyu (YouTube)' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=M7lc1UVf-VE&t=42s',
    );
    await still.context().close();

    const reader = await (await browser.newContext({ baseURL })).newPage();
    const elsewhere: string[] = [];
    reader.on('request', (request) => {
      if (!request.url().startsWith(baseURL!)) elsewhere.push(request.url());
    });
    // The player, answered here: the test machine reaches no outside site.
    await reader.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Playing</p>' }),
    );
    const answer = await reader.goto(`/articles/${post.slug}`);
    expect(answer?.headers()['content-security-policy']).toContain(
      'frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://www.openstreetmap.org;',
    );
    const facade = reader.getByRole('link', { name: 'Play: Day two: the climb to Chikatsuyu (YouTube)' });
    await expect(facade.locator('source[type="image/avif"]')).toHaveCount(1);
    await reader.waitForLoadState('networkidle');
    // Only the site and its media library: nothing of YouTube's before the press.
    expect(elsewhere.filter((url) => !url.startsWith(new URL(cmsUrl()).origin))).toEqual([]);
    expect(await axeFailures(reader, 'article with a video facade')).toEqual([]);
    await facade.click();
    const player = reader.locator('iframe.story-embed-player');
    await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1&start=42');
    await expect(player).toHaveAttribute('title', 'Day two: the climb to Chikatsuyu');
    await expect(reader.frameLocator('iframe.story-embed-player').getByText('Playing')).toBeVisible();
    expect(elsewhere.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE'))).toBe(true);
    await reader.context().close();
  } finally {
    await cmsDelete(`/api/admin/blog-posts/${post.id}`, token);
  }
});

test("a gallery's large view answers the arrow keys and Escape, as a picture viewer does", async ({ page }) => {
  // The Lofoten demo story's gallery of four (cms/data/demo-stories/08-…).
  await page.goto('/articles/chasing-winter-light-in-norways-lofoten-islands');
  await page.getByRole('list', { name: 'Gallery of 4 pictures' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/#gallery-1-1$/);
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/#gallery-1-2$/);
  await expect(page.locator('#gallery-1-2')).toBeInViewport();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/#gallery-1-4$/);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/#gallery-1$/);
  await expect(page.locator('#gallery-1-4')).toBeHidden();
});
