import { environment } from '../src/environment';

export default () => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  {
    name: 'strapi::cors',
    config: {
      origin: environment().CORS_ORIGINS.split(',').map((origin) => origin.trim()),
      // react-admin reads the list total from Content-Range.
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
