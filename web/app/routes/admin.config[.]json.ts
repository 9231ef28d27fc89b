import { webEnvironment } from '../platform/env.server';

/** Where the admin app finds the CMS and the site: public addresses only, never a secret. */
export function loader() {
  const { cmsPublicUrl, siteUrl } = webEnvironment();
  return Response.json({ cmsUrl: cmsPublicUrl, siteUrl }, { headers: { 'Cache-Control': 'no-store' } });
}
