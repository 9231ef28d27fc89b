import { defineConfig } from 'tsup';

const common = { sourcemap: true, target: 'es2022' } as const;

// Strapi loads CommonJS, Remix and Vite load ES modules: ship both from one source. The ES build
// keeps every module its own entry (shared code split into chunks), and package.json declares them
// free of side effects, so a browser bundle that only needs the categories never carries the
// Markdown renderer, the sanitizer or zod.
export default defineConfig([
  { ...common, entry: ['src/**/*.ts', '!src/**/*.test.ts'], format: 'esm', dts: { entry: 'src/index.ts' }, clean: true },
  { ...common, entry: ['src/index.ts'], format: 'cjs', dts: true },
]);
