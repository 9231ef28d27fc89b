/** Moderation of reader questions in ra-data-simple-rest's dialect (decision 058); granted to Editors and Administrators. */
const route = (method: string, path: string, action: string) => ({
  method,
  path: `/admin/comments${path}`,
  handler: `admin-comment.${action}`,
  config: { policies: [] },
});

export default {
  type: 'content-api',
  routes: [
    route('GET', '', 'find'),
    route('GET', '/:id', 'findOne'),
    route('PUT', '/:id', 'update'),
    route('DELETE', '/:id', 'delete'),
  ],
};
