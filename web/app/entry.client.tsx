import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { reportClientError } from './server/client-errors';

window.addEventListener('error', (event) => reportClientError('error', event.error ?? event.message, event.filename));
window.addEventListener('unhandledrejection', (event) => reportClientError('unhandledrejection', event.reason));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
