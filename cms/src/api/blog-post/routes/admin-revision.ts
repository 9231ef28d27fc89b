/** The admin API's revisions, in ra-data-simple-rest's dialect; the staff roles are granted these actions (decision 045). */
const route = (method: string, path: string, action: string) => ({
  method,
  path: `/admin/revisions${path}`,
  handler: `admin-revision.${action}`,
  config: { policies: [] },
});

export default {
  type: 'content-api',
  routes: [
    // Before `/:id`, which would take "autosave" for an id.
    route('PUT', '/autosave', 'autosave'),
    route('GET', '/autosave', 'findAutosave'),
    route('DELETE', '/autosave', 'discardAutosave'),
    route('GET', '', 'find'),
    route('GET', '/:id', 'findOne'),
    route('POST', '/:id/restore', 'restore'),
  ],
};
