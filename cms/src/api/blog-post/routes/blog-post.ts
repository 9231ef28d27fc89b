import { factories } from '@strapi/strapi';

const publishedOnly = { middlewares: ['api::blog-post.published-only'] };

export default factories.createCoreRouter('api::blog-post.blog-post', {
  config: { find: publishedOnly, findOne: publishedOnly },
});
