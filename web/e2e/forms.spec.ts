import { expect, test, type Page } from '@playwright/test';
import { NEWSLETTER_MESSAGES } from '@journey-canvas/shared';
import { adminToken, cmsGet } from './support/cms';

async function storedContactMessage(subject: string) {
  const token = await adminToken();
  const list = await cmsGet(`/api/contact-messages?filters[subject][$eq]=${encodeURIComponent(subject)}`, token);
  return list.data[0];
}

async function storedSubscriptions(email: string): Promise<{ email: string }[]> {
  const token = await adminToken();
  const list = await cmsGet(`/api/newsletter-subscriptions?filters[email][$eq]=${encodeURIComponent(email)}`, token);
  return list.data;
}

async function storedSubscription(email: string) {
  return (await storedSubscriptions(email))[0];
}

async function fillContactForm(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await page.getByRole('textbox', { name, exact: true }).fill(value);
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript';

  test.describe(`forms ${mode}`, () => {
    test.use({ javaScriptEnabled });

    test('the contact form shows field errors, keeps what was typed, then stores the message', async ({ page }) => {
      const subject = `Honeymoon in Portugal (${mode}, ${Date.now()})`;
      await page.goto('/contact');
      await fillContactForm(page, { 'Full name': 'Ana Costa', Email: 'not-an-email', Subject: subject });
      await page.getByRole('button', { name: 'Send Message' }).click();

      await expect(page.getByText('Please enter a valid email address')).toBeVisible();
      await expect(page.getByText('Message is required')).toBeVisible();
      // The answer opens at the form, so its errors are in view on a phone too.
      await expect(page).toHaveURL(/\/contact#contact-form$/);
      await expect(page.getByRole('alert')).toBeInViewport();
      await expect(page.getByRole('textbox', { name: 'Full name', exact: true })).toHaveValue('Ana Costa');
      await expect(page.getByRole('textbox', { name: 'Subject', exact: true })).toHaveValue(subject);
      await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute('aria-invalid', 'true');

      await fillContactForm(page, { Email: 'ana@example.com', Message: 'Two weeks in late May, trains and good food.' });
      await page.getByLabel('Travel type').selectOption('food');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Thank you! Your message is on its way.')).toBeVisible();

      expect(await storedContactMessage(subject)).toMatchObject({
        name: 'Ana Costa',
        email: 'ana@example.com',
        message: 'Two weeks in late May, trains and good food.',
        travelType: 'food',
        phone: null,
      });
    });

    test('the newsletter box subscribes and says so', async ({ page }) => {
      const email = `reader-${javaScriptEnabled ? 'js' : 'nojs'}-${Date.now()}@example.com`;
      await page.goto('/about');
      const footer = page.getByRole('contentinfo');
      await footer.getByLabel('Get new stories by email').fill('nope');
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByText('Please enter a valid email address')).toBeVisible();
      // The answer's form keeps what was typed and names the message that says what is wrong.
      const answerBox = page.getByRole('main').getByLabel('Get new stories by email');
      await expect(answerBox).toHaveValue('nope');
      await expect(answerBox).toHaveAttribute('aria-invalid', 'true');
      await expect(answerBox).toHaveAccessibleDescription('Please enter a valid email address');

      await page.getByRole('contentinfo').getByLabel('Get new stories by email').fill(email);
      await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByText(NEWSLETTER_MESSAGES.checkInbox)).toBeVisible();
      // The same page answers with and without JavaScript: reader pages have no bundle (decision 065).
      await expect(page).toHaveURL(/\/newsletter$/);
      expect(await storedSubscription(email)).toMatchObject({ email });
    });

    test('subscribing twice with the same address is not an error and stores it once', async ({ page }) => {
      const email = `twice-${javaScriptEnabled ? 'js' : 'nojs'}-${Date.now()}@example.com`;
      await page.goto('/tips-and-guides');
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        await page.getByRole('contentinfo').getByLabel('Get new stories by email').fill(email);
        const answer = page.waitForResponse(
          (response) => new URL(response.url()).pathname.startsWith('/newsletter') && response.request().method() === 'POST',
        );
        await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click();
        expect((await answer).status(), `attempt ${attempt}`).toBe(200);
        await expect(page.getByText(NEWSLETTER_MESSAGES.checkInbox).first()).toBeVisible();
        await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
      }
      expect(await storedSubscriptions(email)).toHaveLength(1);
    });
  });
}
