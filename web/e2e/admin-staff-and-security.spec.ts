import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { SITE_SETTINGS_DEFAULTS } from '@journey-canvas/shared';
import { ADMIN_SESSION, login, openDashboard, toast } from './support/admin';
import { axeFailures } from './support/axe';
import { adminToken, cmsPut, staffAccount } from './support/cms';

/** Staff and security in the browser: an invitation accepted, two-step sign-in with a recovery code, the site's details edited. */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The password step, which for an account with two-step sign-in on asks for the code next. */
async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/admin/#/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Authentication code')).toBeVisible();
}

test.describe('an Administrator', () => {
  test.use({ storageState: ADMIN_SESSION });

  test('invites someone, who sets a password from the link and signs in', async ({ page, browser }) => {
    const email = `invited-${Date.now()}@example.com`;
    await openDashboard(page);
    await page.getByRole('tab', { name: 'Staff' }).click();
    await page.getByLabel('Email to invite').fill(email);
    await page.getByRole('button', { name: 'Invite' }).click();
    const link = page.getByLabel(`Invitation link for ${email} (works once, for 7 days)`);
    await expect(link).toHaveValue(/\/admin\/#\/accept-invitation\?token=/);
    const inviteUrl = await link.inputValue();
    await expect(page.getByRole('table', { name: 'Staff' }).getByRole('row', { name: new RegExp(email) })).toContainText(
      'Invited',
    );

    const invitee = await (await browser.newContext()).newPage();
    await invitee.goto(`/admin/${inviteUrl.slice(inviteUrl.indexOf('#'))}`);
    await expect(invitee.getByText(`Set a password for ${email}, invited as Contributor.`)).toBeVisible();
    expect(await axeFailures(invitee, 'accept an invitation')).toEqual([]);
    await invitee.getByLabel('New password').fill('A-long-new-password-1');
    await invitee.getByLabel('Repeat the password').fill('A-long-new-password-1');
    await invitee.getByRole('button', { name: 'Set password' }).click();
    await expect(invitee.getByText('Welcome aboard')).toBeVisible();
    await invitee.getByRole('link', { name: 'Sign in' }).click();
    await login(invitee, 'A-long-new-password-1', email);
    await expect(invitee.getByText(`Logged in as ${email}`)).toBeVisible();
    // The link worked once.
    await invitee.goto(`/admin/${inviteUrl.slice(inviteUrl.indexOf('#'))}`);
    await expect(invitee.getByText(/This invitation has already been used\./)).toBeVisible();
  });
});

test('two-step sign-in: turned on, asked for at sign-in, and a recovery code used once', async ({ page }) => {
  test.setTimeout(60_000);
  const { email, password } = await staffAccount('author', 'two-step');
  await login(page, password, email);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code to add Journey Canvas to an authenticator app' })).toBeVisible();
  const secret = await page.getByLabel('Secret').inputValue();
  await page.getByLabel('Code from the app').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  expect(await axeFailures(page, 'Settings, recovery codes')).toEqual([]);
  const recovery = (await codes.first().textContent())!;
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('Two-step sign-in is on. 10 recovery codes left.')).toBeVisible();
  await signOut(page);

  // The password alone no longer opens the admin; the next code does (the one that confirmed is used).
  await passwordStep(page, email, password);
  expect(await axeFailures(page, 'login, code step')).toEqual([]);
  await page.getByLabel('Authentication code').fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Content Management' })).toBeVisible();
  await signOut(page);

  await passwordStep(page, email, password);
  await page.getByLabel('Authentication code').fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Content Management' })).toBeVisible();
  await signOut(page);

  await passwordStep(page, email, password);
  await page.getByLabel('Authentication code').fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right. Check your authenticator app and try again.').first()).toBeVisible();
});

test('changing a password asks for the new one twice, and a typo changes nothing', async ({ page }) => {
  const { email, password } = await staffAccount('author', 'new-password');
  await login(page, password, email);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const changed = 'A-second-long-password-2';
  let asked = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/admin/account/password')) asked += 1;
  });
  await page.getByLabel('Current password').fill(password);
  await page.getByLabel('New password', { exact: true }).fill(changed);
  await page.getByLabel('Repeat the new password').fill(`${changed}x`);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The two passwords are not the same')).toBeVisible();
  expect(asked).toBe(0);

  await page.getByLabel('Repeat the new password').fill(changed);
  await page.getByRole('button', { name: 'Change password' }).click();
  await toast(page, 'Password Changed', 'Your other sessions have been ended.');
  expect(asked).toBe(1);
  await signOut(page);
  await login(page, changed, email);
});

test.describe("the site's details", () => {
  test.use({ storageState: ADMIN_SESSION });

  test.afterAll(async () => {
    await cmsPut('/api/admin/site-settings', { ...SITE_SETTINGS_DEFAULTS, shareImage: null }, await adminToken());
  });

  test('edited in Settings, shown in the footer and on the contact page', async ({ page }) => {
    await openDashboard(page);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(SITE_SETTINGS_DEFAULTS.contactPhone);
    await page.getByLabel('Phone', { exact: true }).fill('+44 20 7946 0018');
    await page.getByLabel('Opening hours (one line each)').fill('Every day 8AM-8PM');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Save site details' }).click();
    await expect(page.getByText('Enter a valid email address, such as hello@example.com')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('desk@journeycanvas.example');
    await page.getByRole('button', { name: 'Save site details' }).click();
    await expect(page.getByText('Settings Saved').first()).toBeVisible();

    await expect(async () => {
      await page.goto('/contact');
      await expect(page.getByRole('main').getByRole('link', { name: '+44 20 7946 0018' })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole('main')).toContainText('Every day 8AM-8PM');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: '+44 20 7946 0018' })).toHaveAttribute('href', 'tel:+442079460018');
    await expect(footer.getByRole('link', { name: 'desk@journeycanvas.example' })).toBeVisible();
  });
});
