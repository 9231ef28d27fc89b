/** redirect service: Strapi's core service (the admin API and the site's lookup read through the Document Service). */
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::redirect.redirect');
