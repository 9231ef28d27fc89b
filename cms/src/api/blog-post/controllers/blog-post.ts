/** blog-post controller: Strapi's core controller. */
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::blog-post.blog-post');
