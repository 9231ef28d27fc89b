/** The file sorts before Strapi's core router, so `/blog-posts/search` is not read as `/blog-posts/:id`. */
export default {
  type: 'content-api',
  routes: [{ method: 'GET', path: '/blog-posts/search', handler: 'api::blog-post.blog-post.search', config: { policies: [] } }],
};
