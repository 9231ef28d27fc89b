/** tag router: Strapi's core routes for reading; tags are written by the post rules and the admin's tag list. */
import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::tag.tag', { only: ['find', 'findOne'] });
