import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      // A stray console.error fails a unit test (see @journey-canvas/testing).
      { test: { name: 'unit', include: ['app/**/*.test.ts'], setupFiles: ['@journey-canvas/testing/console-guard'] } },
      {
        // The built CMS and site, several processes of each, on PostgreSQL, Redis and an S3 server.
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/build.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
