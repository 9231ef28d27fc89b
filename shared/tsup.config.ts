import { defineConfig } from 'tsup';

// Strapi loads CommonJS, Remix and Vite load ES modules: ship both from one source. The Markdown
// renderer is also an entry of its own (`@journey-canvas/shared/markdown`), so the admin can load
// it, with markdown-it, only when an editor opens the live preview.
export default defineConfig({
  entry: ['src/index.ts', 'src/markdown.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
