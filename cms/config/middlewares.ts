import { IMAGE_MAX_BYTES } from '@journey-canvas/shared';
import { environment } from '../src/environment';

/** formidable limits the bytes of a whole request: room for this many full-size images at once. */
const FILES_PER_REQUEST = 20;

export default () => [
  // First, so a draining CMS knows which requests are still in flight.
  'global::count-requests',
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
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
  'strapi::poweredBy',
  'strapi::query',
  {
    name: 'strapi::body',
    // Each file is held to 10 MB by the upload plugin's sizeLimit and the image guard.
    config: { formidable: { maxFileSize: FILES_PER_REQUEST * IMAGE_MAX_BYTES } },
  },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
