/** `GET /api/site-setting` for everyone (the site reads it); changes go through Settings' admin API or Strapi's panel. */
import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::site-setting.site-setting', { only: ['find'] });
