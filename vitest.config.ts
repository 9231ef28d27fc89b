import { defineConfig } from 'vitest/config';

/** Checks of the repository as a whole (deployment files, documented configuration). */
export default defineConfig({
  test: { include: ['tests/**/*.test.ts'] },
});
