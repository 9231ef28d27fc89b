/** The admin API in ra-data-simple-rest's dialect; the staff roles are granted these actions (decision 045). */
const route = (method: string, path: string, action: string, base = '/admin/blog-posts') => ({
  method,
  path: `${base}${path}`,
  handler: `admin-blog-post.${action}`,
  config: { policies: [] },
});

export default {
  type: 'content-api',
  routes: [
    route('GET', '/me', 'me', '/admin'),
    route('GET', '/stats', 'stats'),
    route('GET', '', 'find'),
    route('GET', '/:id', 'findOne'),
    route('POST', '', 'create'),
    route('POST', '/preview', 'preview'),
    route('POST', '/:id/unpublish', 'unpublish'),
    route('POST', '/:id/restore', 'restore'),
    route('POST', '/:id/send-back', 'sendBack'),
    route('PUT', '/:id', 'update'),
    route('DELETE', '/:id', 'delete'),
  ],
};
