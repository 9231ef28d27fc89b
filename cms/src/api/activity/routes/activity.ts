/** The activity log, read-only, for Editors and Administrators (decision 045): no route writes, edits or deletes an entry. */
export default {
  type: 'content-api',
  routes: [{ method: 'GET', path: '/admin/activity', handler: 'activity.find', config: { policies: [] } }],
};
