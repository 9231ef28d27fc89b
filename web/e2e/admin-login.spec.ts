import { expect, test, type Page } from '@playwright/test';
import { DEV_ADMIN } from '@journey-canvas/shared/server';
import { expectSessionEnded, login, png, toast } from './support/admin';

/**
 * The lockout is tried on an account of its own: the CMS counts failures per account and address,
 * so the development admin stays usable for the other tests while this one stays locked.
 */
const LOCKED_OUT_EMAIL = 'locked-out@journeycanvas.example';

test.describe('admin login', () => {
  test('failures count down, clear the password and lock the form at five; the server agrees', async ({ page }) => {
    await page.goto('/admin/');
    await expect(page.getByRole('heading', { name: 'Journey Canvas Admin' })).toBeVisible();
    await page.getByLabel('Email').fill(LOCKED_OUT_EMAIL);
    const password = page.getByLabel('Password');
    const submit = page.getByRole('button', { name: /Sign in|Authenticating/ });

    for (let failed = 1; failed <= 4; failed += 1) {
      await password.fill(`wrong-${failed}`);
      await submit.click();
      await expect(page.getByRole('button', { name: 'Authenticating...' })).toBeVisible();
      await toast(page, 'Access Denied', `Invalid credentials. ${5 - failed} attempts remaining.`);
      await expect(page.getByText(`${failed} failed attempt(s). ${5 - failed} remaining.`)).toBeVisible();
      await expect(password).toHaveValue('');
    }
    await password.fill('wrong-5');
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Too Many Attempts —' })).toContainText(
      'Please wait before trying again. Contact admin if needed.',
    );
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();

    // A reload forgets the page's counter; the CMS still refuses (429), and the app says so the same way.
    await page.reload();
    await page.getByLabel('Email').fill(LOCKED_OUT_EMAIL);
    await page.getByLabel('Password').fill('any-password-at-all');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/local'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect((await answer).status()).toBe(429);
    await toast(page, 'Too Many Attempts', 'Please wait before trying again. Contact admin if needed.');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  });

  test('validates the form before asking the server', async ({ page }) => {
    await page.goto('/admin/#/login');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('maxlength', '100');
  });

  test('a correct login opens the dashboard with the user in the header', async ({ page }) => {
    await login(page);
    await toast(page, 'Access Granted', 'Welcome! Secure admin session established.');
    await expect(page.getByText(`Logged in as ${DEV_ADMIN.email}`)).toBeVisible();
    for (const tab of ['Blog Management', 'Create Post', 'Settings'])
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Blog Management' })).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => localStorage.getItem('admin_username'))).toBe(DEV_ADMIN.email);
  });

  /**
   * Opens the admin afresh after `change` to its stored session. The change is made on the site's
   * page (the same origin), so no running admin meets it first and leaves on its own while the new
   * one starts. The new one leaves as it starts, so only its commit is waited for.
   */
  async function reopenAfter(page: Page, change: () => void = () => {}) {
    await page.goto('/');
    await page.evaluate(change);
    await page.goto('/admin/', { waitUntil: 'commit' }).catch((error: Error) => {
      if (!/net::ERR_ABORTED|interrupted by another navigation/.test(error.message)) throw error;
    });
  }

  test('a session older than 8 hours is ended and the browser goes to the site', async ({ page }) => {
    await login(page);
    await reopenAfter(page, () => localStorage.setItem('admin_login_time', String(Date.now() - 8 * 60 * 60 * 1000 - 60_000)));
    await expectSessionEnded(page);
  });

  test('a token the server refuses ends the session the same way', async ({ page }) => {
    await login(page);
    // The list asks the CMS with the forged token, which answers 401.
    await reopenAfter(page, () => localStorage.setItem('admin_token', 'forged-token'));
    await expectSessionEnded(page);
  });

  // The dashboard's figures and image uploads are data-provider calls too: a refusal of either ends
  // the session, while the list itself still answers.
  const refused = {
    status: 401,
    json: { error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials' } },
  };

  test('a refused stats call ends the session and the browser goes to the site', async ({ page }) => {
    await login(page);
    await page.route(
      (url) => url.pathname === '/api/admin/blog-posts/stats',
      (route) => route.fulfill(refused),
    );
    await reopenAfter(page);
    await expectSessionEnded(page);
  });

  test('a refused upload ends the session and the browser goes to the site', async ({ page }) => {
    await login(page);
    await page.getByRole('tab', { name: 'Create Post' }).click();
    await page.route('**/api/upload', (route) => route.fulfill(refused));
    await page.getByTestId('image-picker').setInputFiles([await png('refused.png', '#0f766e')]);
    await expectSessionEnded(page);
  });

  test('logout clears the session, says so and goes to the site', async ({ page }) => {
    await login(page);
    // The notice shows for 800 ms before the site opens: watched for from before the click.
    const notice = page.getByText('Logged Out').first().waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await notice;
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('admin_')))).toEqual([]);
  });

  test('the settings tab explains the rules and the security notice claims only real measures', async ({ page }) => {
    await login(page);
    await page.getByRole('tab', { name: 'Settings' }).click();
    for (const block of ['SEO Configuration', 'Category Management', 'Media Settings']) {
      await expect(page.getByRole('heading', { name: block })).toBeVisible();
    }
    const notice = page.getByRole('region', { name: 'Security' });
    await expect(notice).toContainText('sessions end after 8 hours');
    await expect(notice).toContainText('recorded in the activity log');
    await expect(notice).not.toContainText(/CSRF/i);
  });
});

test('the admin bundle carries no credential or secret', async () => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const { fileURLToPath } = await import('node:url');
  const dist = fileURLToPath(new URL('../../admin/dist/assets/', import.meta.url));
  const bundle = readdirSync(dist)
    .map((file) => readFileSync(`${dist}${file}`, 'utf8'))
    .join('\n');
  // The real bundle was read: it holds the app's own words.
  expect(bundle).toContain('Sign in to manage your travel stories.');
  for (const secret of [DEV_ADMIN.password, DEV_ADMIN.email, process.env.E2E_PURGE_SECRET ?? 'no-purge-secret-set']) {
    expect(bundle).not.toContain(secret);
  }
  expect(bundle).not.toMatch(/eyJhbGciOi/);
});
