import { defineConfig } from 'vitest/config';

export default defineConfig({
  // A stray console.error fails a unit test (see @journey-canvas/testing).
  test: { include: ['src/**/*.test.ts'], setupFiles: ['@journey-canvas/testing/console-guard'] },
});
