import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Integration files share one Strapi server and its login throttle: run them one at a time.
    fileParallelism: false,
    projects: [
      {
        // A stray console.error fails a unit test (see @journey-canvas/testing).
        test: { name: 'unit', include: ['src/**/*.test.ts'], setupFiles: ['@journey-canvas/testing/console-guard'] },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
