import { test as setup } from '@playwright/test';
import { ADMIN_SESSION, login } from './support/admin';

/**
 * The development Administrator signs in through the form once per run; the admin tests open the
 * dashboard with the session this stores (`test.use({ storageState: ADMIN_SESSION })`). The form
 * itself is tested in admin-login.spec.ts, and by the tests that sign in as someone else.
 */
setup('the Administrator signs in through the form', async ({ page }) => {
  await login(page);
  await page.context().storageState({ path: ADMIN_SESSION });
});
