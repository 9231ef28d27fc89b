import { defineConfig } from 'vitest/config';

/** The harness's own tests and the checks of the repository as a whole (deployment files, documented configuration). */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'repository/**/*.test.ts'],
    setupFiles: ['./src/console-guard.ts'],
  },
});
