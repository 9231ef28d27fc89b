/** The pages' Content-Security-Policy (decision 030): scripts only from the site itself or carrying the page's nonce. */
import { randomBytes } from 'node:crypto';
import { EMBED_FRAME_ORIGINS } from '@journey-canvas/shared';

/** A fresh nonce for one render: 128 random bits, as CSP Level 3 asks. */
export const createNonce = () => randomBytes(16).toString('base64');

/** Unless the route chose another (the preview route lets the CMS frame it). */
function frameAncestors(routePolicy: string | null): string {
  const chosen = routePolicy
    ?.split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('frame-ancestors '));
  return chosen ?? "frame-ancestors 'none'";
}

/** Pictures from other hosts are not shown: they would tell a third party who reads what. */
export function readerPagePolicy({
  nonce,
  cmsPublicUrl,
  mediaOrigin = cmsPublicUrl,
  routePolicy = null,
  development = false,
}: {
  nonce: string;
  cmsPublicUrl: string;
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
    // A story's video or map, framed only once the reader presses its facade (decision 098).
    `frame-src ${EMBED_FRAME_ORIGINS.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    frameAncestors(routePolicy),
  ].join('; ');
}

/** Material UI writes `<style>` elements at run time, so inline styles are allowed (scripts never). */
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

/** A year; production only. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';
