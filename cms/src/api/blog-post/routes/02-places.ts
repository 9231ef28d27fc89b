/** Sorts before Strapi's core router, as the search does. */
export default {
  type: 'content-api',
  routes: [{ method: 'GET', path: '/blog-posts/places', handler: 'api::blog-post.blog-post.places', config: { policies: [] } }],
};
