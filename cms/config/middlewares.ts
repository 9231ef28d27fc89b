import { BODY_MAX_BYTES, UPLOAD_MAX_BYTES } from '../src/middlewares/request-limits';
import { CSP_DEFAULTS } from '@strapi/utils';
import { environment } from '../src/environment';
import { mediaOrigin } from '../src/upload/s3-storage';

export default () => {
  const media = mediaOrigin(environment());
  return [
    // First, so a draining CMS knows which requests are still in flight.
    'global::count-requests',
    // Next, so every later reader gets the address the trusted proxies vouch for.
    'global::client-address',
    'strapi::logger',
    'strapi::errors',
    'global::role-refusals',
    'global::closed-token-routes',
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
        headers: ['Content-Type', 'Authorization', 'Origin', 'Accept', 'Range'],
        expose: ['Content-Range', 'Content-Disposition'],
      },
    },
    'strapi::query',
    // Before anything is read (decision 012).
    'global::request-limits',
    {
      name: 'strapi::body',
      // Backstops for bodies without a stated length.
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
