/**
 * The site's HTTP server: Express serving the built Remix app and its assets (or Vite's dev server
 * with `--dev`), compressed, with one log line per page view and per error.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from '@remix-run/express';
import compression from 'compression';
import express from 'express';
import { trustProxy } from './trust-proxy.js';

const dev = process.argv.includes('--dev');
const adminDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../admin/dist');
const port = Number(process.env.WEB_PORT || 3000);
// Files a page pulls in, and the route manifest the browser asks for while it navigates: not page
// views, so logged only when they fail.
const SUPPORTING_FILES = /^\/(?:assets\/|admin\/assets\/|images\/|favicon\.|__manifest$)/;

const viteDevServer = dev
  ? await import('vite').then((vite) => vite.createServer({ server: { middlewareMode: true } }))
  : undefined;
// Loading the production build validates the site's environment (see app/entry.server.tsx).
const build = viteDevServer
  ? () => viteDevServer.ssrLoadModule('virtual:remix/server-build')
  : await import('./build/server/index.js');

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', trustProxy());
app.use(compression());

app.use((request, response, next) => {
  response.set({
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  });
  const started = process.hrtime.bigint();
  // Read now: a mounted static handler strips its prefix from the request's path and keeps it so.
  const supportingFile = SUPPORTING_FILES.test(request.path);
  response.on('finish', () => {
    if (supportingFile && response.statusCode < 400) return;
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    console.log(
      JSON.stringify({
        time: new Date().toISOString(),
        event: 'request',
        method: request.method,
        path: request.originalUrl,
        status: response.statusCode,
        ms: Math.round(ms * 10) / 10,
      }),
    );
  });
  next();
});

// The built react-admin app. Its config.json comes from the Remix route below, not from disk.
app.use('/admin/assets', express.static(path.join(adminDist, 'assets'), { immutable: true, maxAge: '1y' }));
app.use('/admin', express.static(adminDist, { maxAge: 0 }));

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  // Fingerprinted assets never change; everything else in public/ may.
  app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }));
  app.use(express.static('build/client', { maxAge: '1h' }));
}

app.all('*', createRequestHandler({ build, getLoadContext: (request) => ({ clientAddress: request.ip }) }));

app.listen(port, () => console.log(`Journey Canvas site listening on http://localhost:${port}`));
