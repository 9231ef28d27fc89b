/** The sitemap's story addresses (decision 076). Sorts before Strapi's core router. */
export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/blog-posts/sitemap/:part', handler: 'api::blog-post.blog-post.sitemap', config: { policies: [] } },
  ],
};
