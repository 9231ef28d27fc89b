import { defineConfig, devices } from '@playwright/test';

/** Fixed ports for the servers the end-to-end run starts (override when they are taken). */
process.env.E2E_WEB_PORT ??= '3047';
process.env.E2E_CMS_PORT ??= '1347';

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // `npm test` runs this beside the CMS's integration tests on two cores, and CI machines run at
  // half this one's speed on some days: a test's time here is doubled there, and more while the
  // other lane starts a CMS. The waits allow for that; a test that passes only on its retry is
  // reported as flaky in the summary `npm test` prints again at its end.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${process.env.E2E_WEB_PORT}`,
    launchOptions: chromium,
    // A trace costs about a third of a test's time (screenshots of every step), so only a retry
    // records one: a test that fails once is run again with its trace kept.
    trace: 'on-first-retry',
  },
  projects: [
    // Signs the Administrator in through the form once; the admin tests reuse the stored session.
    {
      name: 'admin-session',
      testMatch: /admin-session\.setup\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      name: 'site',
      testIgnore: /cms-outage/,
      dependencies: ['admin-session'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    // Stops the CMS for good, so it runs last.
    {
      name: 'cms-outage',
      testMatch: /cms-outage/,
      dependencies: ['site'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
  ],
});
