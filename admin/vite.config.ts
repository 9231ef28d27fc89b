import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * In production the site answers /admin/config.json from its environment. The dev server answers
 * it here, from CMS_PUBLIC_URL and PUBLIC_SITE_URL or their local defaults.
 */
const devConfig: Plugin = {
  name: 'journey-canvas-dev-config',
  configureServer(server) {
    server.middlewares.use('/config.json', (_request, response) => {
      response.setHeader('Content-Type', 'application/json');
      response.end(
        JSON.stringify({
          cmsUrl: process.env.CMS_PUBLIC_URL || 'http://localhost:1337',
          siteUrl: process.env.PUBLIC_SITE_URL || 'http://localhost:3000',
        }),
      );
    });
  },
};

// Built for /admin, where the site serves it; the dev server serves it at its root.
export default defineConfig(({ command }) => ({
  base: command === 'build' ? '/admin/' : '/',
  plugins: [react(), devConfig],
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 800 },
  server: { port: 5173 },
}));
