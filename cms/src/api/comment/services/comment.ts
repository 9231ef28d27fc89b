/** comment service: Strapi's core service (the routes read and write through the Document Service). */
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::comment.comment');
