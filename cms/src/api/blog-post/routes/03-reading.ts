/**
 * `GET /api/blog-posts/reading/:slug`: everything an article page shows from the CMS in one answer
 * (decision 069); read-only, granted to the Public role. Sorts before Strapi's core router.
 */
export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/blog-posts/reading/:slug', handler: 'api::blog-post.blog-post.reading', config: { policies: [] } },
  ],
};
