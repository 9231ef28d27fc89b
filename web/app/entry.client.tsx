import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Sends a browser error to the site, which logs it with the page path. */
function report(kind: string, error: unknown, source?: string) {
  const payload = JSON.stringify({
    kind,
    message: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack : undefined,
    source,
    path: window.location.pathname,
  });
  navigator.sendBeacon?.('/api/client-errors', new Blob([payload], { type: 'application/json' }));
}

window.addEventListener('error', (event) => report('error', event.error ?? event.message, event.filename));
window.addEventListener('unhandledrejection', (event) => report('unhandledrejection', event.reason));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
