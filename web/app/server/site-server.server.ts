/**
 * What server.js puts around the Remix app: the cache's hit and miss paths, security headers, a log line per view.
 * entry.server.tsx exports it, so server.js shares the routes' module instances (the purge webhook empties this cache).
 */
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
// Imported rather than read from the global object, whose `performance` is a getter looked up on each use.
import { performance } from 'node:perf_hooks';
import { createRequestHandler as createExpressHandler } from '@remix-run/express';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from '@remix-run/node';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { answeringCmsFailures } from './cms-failures.server';
import { adminPolicy, createNonce } from '../platform/csp.server';
import { webEnvironment } from '../platform/env.server';
import { NO_STORE, securityHeaders } from '../platform/http.server';
import { lifecycle } from './lifecycle.server';
import { errorFields, logEvent, logPageView } from '../platform/log.server';
import type { ResponseCache, RenderedAnswer } from './response-cache/response-cache.server';
import type { CachedPage } from './response-cache/store.server';
import { sendPage } from './response-cache/page.server';
import { responseCache } from './response-cache/instance.server';
import { canonicalLocation, pageOfKey } from './response-cache/rules.server';
import { inAddressLanguage } from '../data/page-language.server';
import { countView } from '../analytics/view-counter.server';

// Not page views, so logged only when they fail.
const SUPPORTING_FILES = /^\/(?:assets\/|admin\/assets\/|images\/|favicon\.|__manifest$)/;

const millisecondsSince = (started: number) => Math.round((performance.now() - started) * 10) / 10;

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

function serveKept(
  cache: ResponseCache,
  page: CachedPage | undefined,
  request: IncomingMessage,
  response: ServerResponse,
  started: number,
  fallback: Listener,
) {
  if (!page) return fallback(request, response);
  const { method, headers, url } = request;
  const status = sendPage(method, headers['accept-encoding'], headers['if-none-match'], page, response);
  const outcome = cache.isStale(page) ? 'stale' : 'hit';
  logPageView({ method: method!, path: url!, status, ms: millisecondsSince(started), cache: outcome });
  countView(request, url!, status);
}

/** A page in memory is sent in the same call, with no closure or promise made for it. */
function answerFromCache(fallback: Listener): Listener {
  const cache = responseCache();
  return (request, response) => {
    const key = cache.key(request);
    if (key === undefined) return fallback(request, response);
    const started = performance.now();
    const found = cache.servable(key);
    if (!(found instanceof Promise)) return serveKept(cache, found, request, response, started, fallback);
    found.then(
      (page) => serveKept(cache, page, request, response, started, fallback),
      () => fallback(request, response),
    );
  };
}

const ADMIN = /^\/admin(?:[/?]|$)/;

/** Reader pages get their Content-Security-Policy from entry.server.tsx; the admin's is set here. */
function headersAndLog(request: ExpressRequest, response: ExpressResponse, next: NextFunction) {
  const env = webEnvironment();
  response.set(securityHeaders(env.production));
  if (ADMIN.test(request.path)) response.set('Content-Security-Policy', adminPolicy(env.cmsPublicUrl, env.mediaOrigin));
  const started = performance.now();
  // Read now: a mounted static handler strips its prefix from the request's path, and a language's page its code.
  const supportingFile = SUPPORTING_FILES.test(request.path);
  const { method, originalUrl: path } = request;
  response.on('finish', () => {
    if (supportingFile && response.statusCode < 400) return;
    logPageView({ method, path, status: response.statusCode, ms: millisecondsSince(started), cache: response.locals.cache });
    countView(request, path, response.statusCode);
  });
  next();
}

/** From the key alone (plus Referer, read only by 404s), so every reader gets one page; not aborted if the first leaves. */
async function renderForCache(
  handle: ReturnType<typeof createRequestHandler>,
  key: string,
  request: ExpressRequest | undefined,
  context: AppLoadContext,
): Promise<RenderedAnswer> {
  const headers = new Headers();
  const referer = request?.get('referer');
  if (referer) headers.set('Referer', referer);
  const { address, saveData } = pageOfKey(key);
  if (saveData) headers.set('Save-Data', 'on');
  const origin = new URL(webEnvironment().siteUrl).origin;
  const response = await inAddressLanguage(address, (url) =>
    handle(new Request(`${origin}${url}`, { method: 'GET', headers }), { ...context, sharedRender: true }),
  );
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, statusText: response.statusText, headers: response.headers, body };
}

function sendAnswer(request: ExpressRequest, response: ExpressResponse, answer: RenderedAnswer) {
  response.statusMessage = answer.statusText;
  response.status(answer.status);
  for (const [name, value] of answer.headers) response.append(name, value);
  response.end(request.method === 'HEAD' ? undefined : answer.body);
}

/** A redirect to an address's one spelling follows from the address alone: browsers and proxies may keep it a day. */
const CANONICAL_REDIRECT_CACHE = 'public, max-age=86400';

function remixHandler({
  build,
  cache,
  getLoadContext,
}: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  cache: boolean;
  getLoadContext: (request: ExpressRequest) => AppLoadContext;
}) {
  // Each render gets its own CSP nonce; a cached page keeps the one it was rendered with (decision 030).
  const contextWithNonce = (request: ExpressRequest): AppLoadContext => ({ ...getLoadContext(request), cspNonce: createNonce() });
  // Every route answers a CMS outage, and an address the CMS refused, the same way (cms-failures.server.ts).
  const routes = answeringCmsFailures(build);
  const handle = createRequestHandler(routes, process.env.NODE_ENV);
  const uncached = createExpressHandler({ build: routes, getLoadContext: contextWithNonce });
  const responses = cache ? responseCache() : undefined;
  // A page rendered ahead of readers (after a purge, at start) has no request behind it.
  responses?.renderWith((key) => renderForCache(handle, key, undefined, { cspNonce: createNonce() }));
  return async (request: ExpressRequest, response: ExpressResponse, next: NextFunction) => {
    // Another spelling of a page's address leads to its one spelling, the only one the cache keeps (decision 090).
    const canonical = canonicalLocation(request.method, request.url);
    if (canonical !== undefined) {
      response.set('Cache-Control', CANONICAL_REDIRECT_CACHE);
      return response.redirect(301, canonical);
    }
    try {
      const key = responses?.key(request);
      if (responses && key !== undefined) {
        const render = () => renderForCache(handle, key, request, contextWithNonce(request));
        const { page, outcome, answer } = await responses.renderShared(key, render);
        if (page) {
          response.locals.cache = outcome;
          const { method, headers } = request;
          sendPage(method, headers['accept-encoding'], headers['if-none-match'], page, response);
          return;
        }
        if (answer) return sendAnswer(request, response, answer);
      }
    } catch (error) {
      return next(error);
    }
    // Remix's Express adapter reads `originalUrl`; the page-view log kept the address as asked.
    return inAddressLanguage(request.originalUrl, (url) => {
      request.url = url;
      request.originalUrl = url;
      return uncached(request, response, next);
    }).catch(next);
  };
}

/** Logged as one JSON line, never as Express's default multi-line stack on stderr. */
function answerError(error: unknown, request: ExpressRequest, response: ExpressResponse, _next: NextFunction) {
  const given = Number((error as { status?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode);
  const status = given >= 400 && given < 600 ? given : 500;
  logEvent(status >= 500 ? 'server-error' : 'request-error', {
    ...errorFields(error),
    path: request.originalUrl,
    status,
    stack: status >= 500 && error instanceof Error ? error.stack : undefined,
  });
  // Part of an answer went out already: all that is left is to end the connection.
  if (response.headersSent) return response.destroy();
  response.status(status).set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE });
  response.end(STATUS_CODES[status]);
}

export const siteServer = { answerFromCache, headersAndLog, remixHandler, answerError, ...lifecycle };
