import { webEnvironment } from '../platform/env.server';
import { SERVICE_WORKER_SCRIPT } from '../trip-pack/service-worker.server';

/** Always revalidated, so a new version reaches readers at once; its policy lets it fetch only the site and its media. */
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
