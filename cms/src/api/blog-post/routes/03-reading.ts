/** An article page's data in one answer (decision 069). Sorts before Strapi's core router. */
export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/blog-posts/reading/:slug', handler: 'api::blog-post.blog-post.reading', config: { policies: [] } },
  ],
};
