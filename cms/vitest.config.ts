import fs from 'node:fs';
import { defineConfig } from 'vitest/config';

// On PostgreSQL, the files that reach database-specific code, as a coverage comparison found them
// (tests/database-coverage.mjs, decision 083); TEST_FULL=1 runs every file on both databases.
const selection = JSON.parse(fs.readFileSync(new URL('./tests/database-specific.json', import.meta.url), 'utf8'));
const onlyDatabaseSpecific = process.env.TEST_DATABASE === 'postgres' && process.env.TEST_FULL !== '1';

export default defineConfig({
  test: {
    // Integration files share one Strapi server and its login throttle: run them one at a time.
    fileParallelism: false,
    projects: [
      {
        // A stray console.error fails a unit test (see @journey-canvas/testing).
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.mjs'],
          setupFiles: ['@journey-canvas/testing/console-guard'],
        },
      },
      {
        test: {
          name: 'integration',
          include: onlyDatabaseSpecific ? selection.postgres : ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          // Only the database-coverage run sets CMS_COVERAGE_BASE: then each file's coverage is kept apart.
          setupFiles: process.env.CMS_COVERAGE_BASE ? ['tests/support/coverage-per-file.ts'] : [],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
