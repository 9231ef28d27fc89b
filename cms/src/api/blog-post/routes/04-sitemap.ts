/**
 * `GET /api/blog-posts/sitemap/:part`: one part of the live stories' addresses for the site's
 * sitemap (decision 076); read-only, granted to the Public role. Sorts before Strapi's core router.
 */
export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/blog-posts/sitemap/:part', handler: 'api::blog-post.blog-post.sitemap', config: { policies: [] } },
  ],
};
