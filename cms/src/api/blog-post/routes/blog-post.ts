/** blog-post router: Strapi's core router; reads are limited to published posts. */
import { factories } from '@strapi/strapi';

const publishedOnly = { middlewares: ['api::blog-post.published-only'] };

export default factories.createCoreRouter('api::blog-post.blog-post', {
  config: { find: publishedOnly, findOne: publishedOnly },
});
