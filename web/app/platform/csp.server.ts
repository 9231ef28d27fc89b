/**
 * The Content-Security-Policy of the site's pages (DESIGN.md section 9, decision 030): scripts only
 * from the site itself or carrying the page's nonce, which Remix gives its own inline scripts;
 * nothing inline otherwise, no plugins, no framing, forms and `<base>` only to the site.
 */
import { randomBytes } from 'node:crypto';

/** A fresh nonce for one render: 128 random bits, as CSP Level 3 asks. */
export const createNonce = () => randomBytes(16).toString('base64');

/** The page's `frame-ancestors`, unless its route chose another (the preview route lets the CMS frame it). */
function frameAncestors(routePolicy: string | null): string {
  const chosen = routePolicy
    ?.split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('frame-ancestors '));
  return chosen ?? "frame-ancestors 'none'";
}

/**
 * The policy of a reader page rendered with `nonce`. Pictures come from the site, the CMS's
 * public origin and the media origin (uploads on S3 or a CDN, `MEDIA_PUBLIC_URL`); stories' pictures elsewhere are not shown (they would tell a third party
 * who reads what). `routePolicy` is a policy the route set itself, for its `frame-ancestors`.
 */
export function readerPagePolicy({
  nonce,
  cmsPublicUrl,
  mediaOrigin = cmsPublicUrl,
  routePolicy = null,
  development = false,
}: {
  nonce: string;
  cmsPublicUrl: string;
  /** Where uploaded pictures come from when not from the CMS (S3, a CDN). */
  mediaOrigin?: string;
  routePolicy?: string | null;
  /** `npm run dev`: Vite's hot reload talks over its own WebSocket port. */
  development?: boolean;
}): string {
  const pictures = [...new Set([new URL(cmsPublicUrl).origin, new URL(mediaOrigin).origin])].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    `img-src 'self' ${pictures} data:`,
    "font-src 'self'",
    development ? "connect-src 'self' ws:" : "connect-src 'self'",
    // The trip pack's service worker (decision 064): the site's own /sw.js, never a blob or another origin.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    frameAncestors(routePolicy),
  ].join('; ');
}

/**
 * The admin app's policy: its scripts are files of its own build; Material UI writes its styles
 * into `<style>` elements at run time (so inline styles are allowed, scripts never); it calls the
 * CMS and shows the CMS's pictures, and the pictures an editor is about to upload (`blob:`).
 */
export function adminPolicy(cmsPublicUrl: string, mediaOrigin = cmsPublicUrl): string {
  const cms = new URL(cmsPublicUrl).origin;
  const pictures = [...new Set([cms, new URL(mediaOrigin).origin])].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' ${pictures} data: blob:`,
    "font-src 'self' data:",
    `connect-src 'self' ${cms}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Browsers keep to HTTPS for this site for a year once they have seen it over HTTPS (production only). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';
