import { resourceRoute } from '../../../admin-api/routes';

/** The admin API's revisions, in ra-data-simple-rest's dialect; the staff roles are granted these actions (decision 045). */
const route = resourceRoute('/admin/revisions', 'admin-revision');

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
