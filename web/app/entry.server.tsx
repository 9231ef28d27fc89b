import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from '@remix-run/node';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { isRouteErrorResponse, RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { readerPagePolicy } from './platform/csp.server';
import { webEnvironment } from './platform/env.server';
import { noStoreForErrors } from './platform/http.server';
import { logEvent } from './platform/log.server';
import { NonceProvider } from './platform/nonce';

// Validate the environment when the server build loads, so a bad configuration stops the start.
webEnvironment();

export { siteServer } from './server/site-server.server';

const ABORT_DELAY = 5_000;

function logError(event: string, request: Request, error: unknown) {
  logEvent(event, {
    path: new URL(request.url).pathname,
    message: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack : undefined,
  });
}

/** An error answer (a 404, a CMS outage's 503) is no bug: it comes here only when a boundary passes it on to the root's. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (!request.signal.aborted && !isRouteErrorResponse(error)) logError('server-error', request, error);
};

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  noStoreForErrors(response.status, response.headers);
  return response;
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  // Every page carries the policy with its own nonce (the cache keeps the two together, decision 030).
  if (nonce) {
    const { cmsPublicUrl, mediaOrigin, production } = webEnvironment();
    const routePolicy = responseHeaders.get('Content-Security-Policy');
    responseHeaders.set(
      'Content-Security-Policy',
      readerPagePolicy({ nonce, cmsPublicUrl, mediaOrigin, routePolicy, development: !production }),
    );
  }
  // Whole for the cache and crawlers, so no first reader's User-Agent decides what the cache keeps for everyone.
  const whole = loadContext.sharedRender || isbot(request.headers.get('user-agent') ?? '');
  const readyEvent = whole ? 'onAllReady' : 'onShellReady';
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // Save-Data readers get phone-size pictures (components/Picture.tsx).
          responseHeaders.append('Vary', 'Save-Data');
          noStoreForErrors(responseStatusCode, responseHeaders);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // An error in the shell rejects, and Remix logs it through handleError; later ones only reach this.
          if (shellRendered) logError('error', request, error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
