/** tag controller: Strapi's core controller (readers' find and findOne: names and addresses only). */
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::tag.tag');
