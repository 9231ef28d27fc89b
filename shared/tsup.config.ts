import { defineConfig } from 'tsup';

// Strapi loads CommonJS, Remix and Vite load ES modules: ship both from one source. `server` is a
// second entry for what only servers and scripts use, so browser bundles cannot pull it in.
export default defineConfig({
  entry: { index: 'src/index.ts', server: 'src/server/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
