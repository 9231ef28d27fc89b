import { webEnvironment } from '../platform/env.server';
import { SERVICE_WORKER_SCRIPT } from '../trip-pack/service-worker.server';

/**
 * `/sw.js`: the trip pack's service worker (decision 064), registered only by a reader who presses
 * "Save for offline". Always revalidated, so a new version reaches readers at once; its own policy
 * lets it fetch only the site and its media origins, and run nothing else.
 */
export function loader() {
  const { siteUrl, cmsPublicUrl, mediaOrigin } = webEnvironment();
  const origins = [...new Set([siteUrl, cmsPublicUrl, mediaOrigin].map((url) => new URL(url).origin))].join(' ');
  return new Response(SERVICE_WORKER_SCRIPT, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': `default-src 'none'; connect-src 'self' ${origins}`,
    },
  });
}
