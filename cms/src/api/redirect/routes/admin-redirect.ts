import { resourceRoute } from '../../../admin-api/routes';

/** Redirects in ra-data-simple-rest's dialect (decision 041); only Editors and Administrators are granted these actions (decision 045). */
const route = resourceRoute('/admin/redirects', 'admin-redirect');

export default {
  type: 'content-api',
  routes: [
    route('GET', '', 'find'),
    route('GET', '/:id', 'findOne'),
    route('POST', '', 'create'),
    route('PUT', '/:id', 'update'),
    route('DELETE', '/:id', 'delete'),
  ],
};
