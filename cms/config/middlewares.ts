import { environment } from '../src/environment';

export default () => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  {
    name: 'strapi::cors',
    config: {
      origin: environment().CORS_ORIGINS.split(',').map((origin) => origin.trim()),
      // ra-data-simple-rest sends Range and reads the list total from Content-Range.
      headers: ['Content-Type', 'Authorization', 'Origin', 'Accept', 'Range'],
      expose: ['Content-Range'],
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  {
    name: 'strapi::body',
    config: { formidable: { maxFileSize: 10 * 1024 * 1024 } },
  },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
