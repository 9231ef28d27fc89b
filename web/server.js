/** The site's HTTP server: probes, then a fresh cached page before Express sees the request (app/server/site-server.server.ts). */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express from 'express';
import { trustProxy } from './trust-proxy.js';

const dev = process.argv.includes('--dev');
/** An address whose last segment has an extension, as every file in public/ does. */
const NAMES_A_FILE = /\.[^/]*$/;
const adminDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../admin/dist');
const port = Number(process.env.WEB_PORT || 3000);

const viteDevServer = dev
  ? await import('vite').then((vite) => vite.createServer({ server: { middlewareMode: true } }))
  : undefined;
// Loading the production build validates the site's environment (see app/entry.server.tsx).
const build = viteDevServer
  ? () => viteDevServer.ssrLoadModule('virtual:remix/server-build')
  : await import('./build/server/index.js');
const { siteServer } = (viteDevServer ? await build() : build).entry.module;
siteServer.logCrashes();

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', trustProxy());
app.use(compression());
app.use(siteServer.headersAndLog);

// A first `npm start` builds the admin while the site already runs (decision 082): until then, say so.
const ADMIN_BUILDING =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="3"><title>Building the admin</title></head><body><h1>The admin is building</h1><p>It appears here by itself in a few seconds.</p></body></html>';
app.use('/admin', (request, response, next) => {
  if (fs.existsSync(path.join(adminDist, 'index.html'))) return next();
  response.status(503).set({ 'Retry-After': '3', 'Cache-Control': 'no-store' }).type('html').send(ADMIN_BUILDING);
});
app.use('/admin/assets', express.static(path.join(adminDist, 'assets'), { immutable: true, maxAge: '1y' }));
app.use('/admin', express.static(adminDist, { maxAge: 0 }));

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  // Only an address with an extension is looked for on disk: a page's render waits for no failed stat.
  app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }));
  const publicFiles = express.static('build/client', { maxAge: '1h' });
  app.use((request, response, next) => (NAMES_A_FILE.test(request.path) ? publicFiles(request, response, next) : next()));
}

app.all('*', siteServer.remixHandler({ build, cache: !dev, getLoadContext: (request) => ({ clientAddress: request.ip }) }));
// Errors are answered and logged as JSON lines, not by Express's default handler.
app.use(siteServer.answerError);

const server = http.createServer(siteServer.withProbes(dev ? app : siteServer.answerFromCache(app)));
server.listen(port, () => {
  console.log(`Journey Canvas site listening on http://localhost:${port}`);
  void siteServer.start();
});
siteServer.drainOnSignal(server);
