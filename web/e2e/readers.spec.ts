import { expect, test, type Browser, type Page } from '@playwright/test';
import { COMMENT_MESSAGES, EMAIL_MESSAGES, NEWSLETTER_MESSAGES, TAG_MESSAGES } from '@journey-canvas/shared';
import { ADMIN_SESSION, openDashboard, uploadedPicture } from './support/admin';
import { axeFailures } from './support/axe';
import { adminToken, cmsGet, cmsPost, cmsPut, cmsUrl } from './support/cms';
import { linkIn, mailTo } from './support/mail';
import { PURGE_MS } from './support/purge';

/**
 * Readers come back: the newsletter that is sent, tags, and moderated reader questions,
 * through the real site, the admin and the local SMTP server. Reader pages work without JavaScript.
 */

/** A published story of this test's own, made through the admin API. */
async function story(title: string, extra: Record<string, unknown> = {}) {
  const token = await adminToken();
  const image = await uploadedPicture(token, `${title}.png`, '#0f766e');
  return cmsPost(
    '/api/admin/blog-posts',
    {
      postType: 'adventure',
      title,
      author: 'Kenji Mori',
      content: 'The night train left Vienna at ten and we woke to the Alps under fresh snow. '.repeat(3),
      images: [image],
      ...extra,
    },
    token,
  );
}

const noAxeViolations = async (page: Page, where: string) => expect(await axeFailures(page, where)).toEqual([]);

/** A page of its own, with JavaScript whatever the test uses (the admin needs it, and so does axe). */
async function pageWithJavaScript(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
  return context.newPage();
}

/** axe runs in the page: a page read without JavaScript is audited again in a browser that has it. */
async function noAxeViolationsAt(browser: Browser, baseURL: string | undefined, path: string, where: string) {
  const page = await pageWithJavaScript(browser, baseURL);
  await page.goto(path);
  await noAxeViolations(page, where);
  await page.context().close();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a reader subscribes, confirms through the emailed link, and unsubscribes in one click', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    // Two audits in browsers of their own and an admin sign-in: slow on a loaded machine.
    test.setTimeout(90_000);
    const email = `e2e-reader-${Date.now()}@example.com`;
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Get new stories by email').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText(NEWSLETTER_MESSAGES.checkInbox)).toBeVisible();

    const confirmation = await mailTo(email);
    expect(confirmation.subject).toBe('Confirm your Journey Canvas subscription');
    expect(confirmation.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // Opening the link (as a mail scanner does) only asks, with one button; pressing it confirms.
    const confirmLink = linkIn(confirmation, '/newsletter/confirm');
    await page.goto(confirmLink);
    await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
    await expect(page.getByText(NEWSLETTER_MESSAGES.confirmQuestion)).toBeVisible();
    await noAxeViolationsAt(browser, baseURL, new URL(confirmLink).pathname + new URL(confirmLink).search, 'newsletter confirm');
    const subscriberOf = async () =>
      (await cmsGet(`/api/admin/subscribers?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`, await adminToken()))[0];
    expect(await subscriberOf()).toMatchObject({ email, status: 'pending' });
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
    await expect(page.getByText(NEWSLETTER_MESSAGES.confirmed)).toBeVisible();
    expect(await subscriberOf()).toMatchObject({ email, status: 'confirmed' });

    // The visible link asks first, with one button, and works without JavaScript.
    const unsubscribe = linkIn(confirmation, '/newsletter/unsubscribe');
    await page.goto(unsubscribe);
    await expect(page.getByText(NEWSLETTER_MESSAGES.unsubscribeQuestion)).toBeVisible();
    await noAxeViolationsAt(browser, baseURL, new URL(unsubscribe).pathname + new URL(unsubscribe).search, 'unsubscribe');

    // A mail client's RFC 8058 one-click unsubscribe: a POST of List-Unsubscribe=One-Click to the header's address.
    const oneClick = confirmation.header('List-Unsubscribe')!.replace(/^<|>$/g, '');
    const answer = await request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(answer.status()).toBe(200);
    expect(await subscriberOf()).toMatchObject({ email, status: 'unsubscribed' });

    // A link cut short says so, as a bad request, like a broken confirmation link.
    expect((await request.get('/newsletter/unsubscribe')).status()).toBe(400);
    expect((await request.get('/newsletter/confirm')).status()).toBe(400);
  });

  test('a reader’s question is held, approved in Comments, and shown on the story', async ({ page, browser, baseURL }) => {
    // A reader, an editor signing in, and the page purged in between.
    test.setTimeout(60_000);
    const post = await story(`Questions on the night train ${Date.now()}`);
    const question = `Is the sleeper still running in winter? ${Date.now()}`;
    await page.goto(`/articles/${post.slug}`);
    const section = page.getByRole('region', { name: 'Reader questions' });
    await section.getByLabel('Name').fill('Mia');
    await section.getByLabel('Email').fill('mia@');
    await section.getByLabel('Your question').fill(question);
    await section.getByLabel(/This is out of date/).check();
    // A form sent within seconds of its page is a robot's.
    await page.waitForTimeout(3200);
    await section.getByRole('button', { name: 'Send question' }).click();
    await expect(section.getByText(EMAIL_MESSAGES.invalid)).toBeVisible();
    // Put right and sent at once: the form kept its start, so this is no robot's send.
    await section.getByLabel('Email').fill('mia@example.com');
    await section.getByRole('button', { name: 'Send question' }).click();
    await expect(page.getByText(COMMENT_MESSAGES.awaitingModeration)).toBeVisible();
    await expect(page.getByText(question)).toHaveCount(0);

    const editor = await (await browser.newContext({ baseURL, javaScriptEnabled: true, storageState: ADMIN_SESSION })).newPage();
    await openDashboard(editor);
    await editor.getByRole('tab', { name: /Comments/ }).click();
    const card = editor.getByRole('article', { name: 'Question from Mia' }).filter({ hasText: question });
    await expect(card.getByText('Reported out of date')).toBeVisible();
    await noAxeViolations(editor, 'admin comments');
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(editor.getByText('Question approved: it shows on the story now').first()).toBeVisible();
    await editor.context().close();

    await expect(async () => {
      await page.goto(`/articles/${post.slug}`);
      await expect(page.getByText(question)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: PURGE_MS });
    await expect(page.getByRole('region', { name: 'Reader questions' }).getByText('Mia')).toBeVisible();
    await noAxeViolationsAt(browser, baseURL, `/articles/${post.slug}`, 'article with questions');
  });

  test('hostile questions, tags and addresses get a clear error or escaped text, never a 500', async ({
    request,
    browser,
    baseURL,
  }) => {
    const post = await story(`Hostile input ${Date.now()}`);
    // Posted as a browser without JavaScript posts the form: with no start, so the honeypot alone judges.
    const ask = (fields: Record<string, string>) =>
      request.post(`/articles/${post.slug}`, {
        form: { name: 'Mia', email: 'mia@example.com', body: 'A question', started: '', ...fields },
      });
    const kept = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '[click](javascript:alert(1)) javascript:alert(1)',
    ];
    for (const body of kept) {
      const answer = await ask({ body });
      expect(answer.status(), body).toBe(202);
      expect(await answer.text()).toContain('awaiting moderation');
    }
    const refused: [Record<string, string>, string][] = [
      [{ body: 'x'.repeat(100_000) }, COMMENT_MESSAGES.bodyTooLong],
      [{ body: 'nul \u0000 byte' }, 'Question cannot contain control characters'],
      [{ name: 'Mia\u202Egnp.exe' }, COMMENT_MESSAGES.directionMarks('Name')],
      [{ email: '<script>@example.com' }, 'Please enter a valid email address'],
    ];
    for (const [fields, message] of refused) {
      const answer = await ask(fields);
      expect(answer.status(), JSON.stringify(fields).slice(0, 60)).toBe(400);
      expect(await answer.text()).toContain(message.replace(/'/g, '&#x27;'));
    }

    // Approved, they show as the text they are: nothing runs, no script link.
    const token = await adminToken();
    const pending = await cmsGet(`/api/admin/comments?filter=${encodeURIComponent(JSON.stringify({ post: post.id }))}`, token);
    for (const question of pending) await cmsPut(`/api/admin/comments/${question.id}`, { status: 'approved' }, token);
    const reader = await pageWithJavaScript(browser, baseURL);
    const dialogs: string[] = [];
    reader.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await expect(async () => {
      await reader.goto(`/articles/${post.slug}`);
      await expect(reader.getByText('<script>alert(1)</script>')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: PURGE_MS });
    await expect(reader.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(reader.locator('.questions a[href^="javascript:"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
    await reader.context().close();

    // Tags: a clear message for each, the story's tags unchanged.
    for (const [tags, message] of [
      [['<script>alert(1)</script>'], TAG_MESSAGES.characters],
      [['javascript:alert(1)'], TAG_MESSAGES.characters],
      [['nul\u0000'], TAG_MESSAGES.characters],
      [['abc\u202Edef'], TAG_MESSAGES.characters],
      [['x'.repeat(100_000)], TAG_MESSAGES.tooLong],
    ] as const) {
      const answer = await fetch(`${cmsUrl()}/api/admin/blog-posts/${post.id}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ tags }),
      });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(await answer.json())).toContain(message);
    }

    // Addresses in the newsletter box: the box's own message, never a 500.
    for (const email of [
      '<script>alert(1)</script>@example.com',
      'a\u202E@example.com',
      'nul\u0000@example.com',
      `${'x'.repeat(100_000)}@example.com`,
    ]) {
      const answer = await request.post('/newsletter', { form: { email } });
      expect(answer.status(), email.slice(0, 40)).toBe(400);
      expect(await answer.text()).toMatch(/Please enter a valid email address|Email must be 254 characters or less/);
    }
  });
});

/** With JavaScript, the page asks for the reader's own start when the form is first touched (decision 091). */
test('the seconds before a question count from when this reader began, not from the cached page', async ({
  browser,
  baseURL,
}) => {
  const post = await story(`Questions from a kept page ${Date.now()}`);
  const reader = await pageWithJavaScript(browser, baseURL);
  await reader.goto(`/articles/${post.slug}`);
  // The page is kept by the cache from here on; its own age passes the 3 seconds.
  await reader.waitForTimeout(3500);
  const ask = async (question: string, { wait }: { wait: number }) => {
    await reader.goto(`/articles/${post.slug}`);
    const section = reader.getByRole('region', { name: 'Reader questions' });
    await section.getByLabel('Name').fill('Mia');
    await expect(reader.locator('input[name="started"]')).not.toHaveValue('');
    await section.getByLabel('Email').fill('mia@example.com');
    await section.getByLabel('Your question').fill(question);
    await reader.waitForTimeout(wait);
    await section.getByRole('button', { name: 'Send question' }).click();
    // A robot is answered like anyone.
    await expect(reader.getByText(COMMENT_MESSAGES.awaitingModeration)).toBeVisible();
  };
  const stamp = Date.now();
  await ask(`Sent the moment it was typed ${stamp}`, { wait: 0 });
  await ask(`Sent after a moment of thought ${stamp}`, { wait: 3200 });
  await reader.context().close();

  const held = await cmsGet(
    `/api/admin/comments?filter=${encodeURIComponent(JSON.stringify({ post: post.id }))}`,
    await adminToken(),
  );
  expect(held.map((question: { body: string }) => question.body)).toEqual([`Sent after a moment of thought ${stamp}`]);
});

test.describe('an editor', () => {
  test.use({ storageState: ADMIN_SESSION });

  test('tags a story in the admin and readers find it on the tag’s page and feed', async ({ page, browser, baseURL }) => {
    test.setTimeout(60_000);
    const tag = `Sleeper ${Date.now().toString(36).replace(/\d/g, '')}`;
    const post = await story(`Tagged night train ${Date.now()}`);
    await page.goto(`/admin/#/blog-posts/${post.id}`);
    const tags = page.getByRole('combobox', { name: 'Tags' });
    await tags.fill(tag);
    await tags.press('Enter');
    await tags.fill('rail');
    await tags.press('Enter');
    await page.getByRole('button', { name: 'Publish Story' }).click();
    await expect(page.getByText(/Published/).first()).toBeVisible();
    const record = await cmsGet(`/api/admin/blog-posts/${post.id}`, await adminToken());
    // "rail" joins the demo stories' "Rail": one tag, its first spelling kept.
    expect(record.tags).toEqual([tag, 'Rail']);

    const reader = await (await browser.newContext({ baseURL, javaScriptEnabled: false })).newPage();
    await expect(async () => {
      await reader.goto(`/articles/${post.slug}`);
      await expect(reader.getByRole('navigation', { name: 'Tags' }).getByRole('link', { name: `#${tag}` })).toBeVisible({
        timeout: 1000,
      });
    }).toPass({ timeout: PURGE_MS });
    const jsonLd = JSON.parse((await reader.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(jsonLd.keywords).toBe(`${tag}, Rail`);
    await reader
      .getByRole('navigation', { name: 'Tags' })
      .getByRole('link', { name: `#${tag}` })
      .click();
    await expect(reader.getByRole('heading', { name: `Stories tagged “${tag}”` })).toBeVisible();
    await expect(reader.getByRole('link', { name: post.title })).toBeVisible();
    await noAxeViolationsAt(browser, baseURL, new URL(reader.url()).pathname, 'tag page');
    const feed = await (await reader.request.get(new URL(reader.url()).pathname.replace('/tags/', '/rss.xml?tag='))).text();
    expect(feed).toContain(`<title>Journey Canvas: stories tagged ${tag}</title>`);
    expect(feed).toContain(post.title);
    await reader.context().close();
  });
});
