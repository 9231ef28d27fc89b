import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { reportClientError } from './lib/client-errors';

window.addEventListener('error', (event) => reportClientError('error', event.error ?? event.message, event.filename));
window.addEventListener('unhandledrejection', (event) => reportClientError('unhandledrejection', event.reason));

/**
 * Waits until Remix has decoded the page's data. `<RemixBrowser>` suspends (throws a promise) until
 * then, before it uses any hook; React's root waits for that, but Preact, which runs the browser
 * build (decision 026), cannot resume a suspended hydration of the whole document.
 */
async function pageDataDecoded() {
  try {
    RemixBrowser({});
  } catch (thrown) {
    if (!(thrown instanceof Promise)) throw thrown;
    await thrown;
  }
}

await pageDataDecoded();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
