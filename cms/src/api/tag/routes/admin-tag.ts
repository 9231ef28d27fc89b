import { resourceRoute } from '../../../admin-api/routes';

/** Tags in ra-data-simple-rest's dialect (decision 057): every staff role reads them, Editors and Administrators change them. */
const route = resourceRoute('/admin/tags', 'admin-tag');

export default {
  type: 'content-api',
  routes: [route('GET', '', 'find'), route('GET', '/:id', 'findOne'), route('PUT', '/:id', 'update')],
};
