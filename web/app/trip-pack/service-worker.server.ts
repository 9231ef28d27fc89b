/** The trip pack's service worker (decision 064), as text read by Vite at build time: served at /sw.js. */
import { compactScript } from '../inline-scripts/compact';
import serviceWorker from './service-worker.js?raw';

export const SERVICE_WORKER_SCRIPT = compactScript(serviceWorker);
