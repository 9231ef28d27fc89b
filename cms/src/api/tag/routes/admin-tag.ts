/** Tags in ra-data-simple-rest's dialect (decision 057): every staff role reads them, Editors and Administrators change them. */
const route = (method: string, path: string, action: string) => ({
  method,
  path: `/admin/tags${path}`,
  handler: `admin-tag.${action}`,
  config: { policies: [] },
});

export default {
  type: 'content-api',
  routes: [route('GET', '', 'find'), route('GET', '/:id', 'findOne'), route('PUT', '/:id', 'update')],
};
