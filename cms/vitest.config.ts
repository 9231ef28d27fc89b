import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Integration files share one Strapi server and its login throttle: run them one at a time.
    fileParallelism: false,
    projects: [
      { test: { name: 'unit', include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'] } },
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
