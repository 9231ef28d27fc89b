import { resourceRoute } from '../../../admin-api/routes';

/** Moderation of reader questions in ra-data-simple-rest's dialect (decision 058); granted to Editors and Administrators. */
const route = resourceRoute('/admin/comments', 'admin-comment');

export default {
  type: 'content-api',
  routes: [
    route('GET', '', 'find'),
    route('GET', '/:id', 'findOne'),
    route('PUT', '/:id', 'update'),
    route('DELETE', '/:id', 'delete'),
  ],
};
