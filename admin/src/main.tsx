import './zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from './config';

const root = createRoot(document.getElementById('root')!);

Promise.all([loadConfig(), import('./App')])
  .then(([config, { App }]) =>
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    ),
  )
  .catch((error: Error) => {
    root.render(
      <p role="alert" style={{ padding: '2rem' }}>
        The admin could not start: {error.message}. Please reload the page.
      </p>,
    );
  });
