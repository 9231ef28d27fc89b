import { defineConfig } from 'tsup';

const common = { sourcemap: true, target: 'es2022' } as const;
/**
 * The package's entries: everything; `server`, for what only servers and scripts use; `markdown`, so
 * the admin loads the renderer (with markdown-it) only when an editor opens the live preview.
 */
const entries = { index: 'src/index.ts', server: 'src/server/index.ts', markdown: 'src/markdown.ts' };

// Strapi loads CommonJS, Remix and Vite load ES modules: ship both from one source. The ES build
// keeps every module its own entry (shared code split into chunks), and package.json declares them
// free of side effects, so a browser bundle that only needs the categories never carries the
// Markdown renderer, the sanitizer or zod; nor can it reach the `server` entry.
export default defineConfig([
  {
    ...common,
    entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.d.ts'],
    format: 'esm',
    dts: { entry: entries },
    clean: true,
  },
  { ...common, entry: entries, format: 'cjs', dts: true },
]);
