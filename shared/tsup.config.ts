import { defineConfig } from 'tsup';

// Strapi loads CommonJS, Remix and Vite load ES modules: ship both from one source.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
