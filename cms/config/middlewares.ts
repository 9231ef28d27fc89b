import { BODY_MAX_BYTES, UPLOAD_MAX_BYTES } from '../src/middlewares/request-limits';
import { CSP_DEFAULTS } from '@strapi/utils';
import { environment } from '../src/environment';
import { mediaOrigin } from '../src/upload/s3-storage';

export default () => {
  // Strapi's panel shows media from S3-compatible storage: its Content-Security-Policy must allow their origin.
  const media = mediaOrigin(environment());
  return [
    // First of all, so a draining CMS knows which requests are still in flight.
    'global::count-requests',
    // Next, so every later reader of the client's address gets the one the trusted proxies vouch for.
    'global::client-address',
    'strapi::logger',
    'strapi::errors',
    // A route refused to a role says why (decision 045).
    'global::role-refusals',
    // Before the panel's routes: no one may make an API or admin token (decision 035).
    'global::closed-token-routes',
    // Strapi's panel builds after the CMS starts: until then its pages say so (decision 082).
    'global::panel-building',
    media
      ? {
          name: 'strapi::security',
          config: {
            contentSecurityPolicy: {
              useDefaults: true,
              directives: {
                // Whole lists: Strapi fills a shorter one from its defaults index by index.
                'img-src': [...CSP_DEFAULTS['img-src'], media],
                'media-src': [...CSP_DEFAULTS['media-src'], media],
              },
            },
          },
        }
      : 'strapi::security',
    {
      name: 'strapi::cors',
      config: {
        origin: environment()
          .CORS_ORIGINS.split(',')
          .map((origin) => origin.trim()),
        // ra-data-simple-rest sends Range and reads the list total from Content-Range.
        headers: ['Content-Type', 'Authorization', 'Origin', 'Accept', 'Range'],
        expose: ['Content-Range'],
      },
    },
    'strapi::query',
    // Per-route body rules before anything is read (no files outside the upload routes, tight limits).
    'global::request-limits',
    {
      name: 'strapi::body',
      // Backstops for bodies without a stated length; each image is held to 10 MB by the image guard.
      config: {
        jsonLimit: BODY_MAX_BYTES,
        formidable: { maxFileSize: UPLOAD_MAX_BYTES, maxFields: 50, maxFieldsSize: 256 * 1024 },
      },
    },
    'global::upload-cleanup',
    'strapi::session',
    'strapi::favicon',
    'strapi::public',
  ];
};
