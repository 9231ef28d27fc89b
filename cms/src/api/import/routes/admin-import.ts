import { resourceRoute } from '../../../admin-api/routes';

/** Settings › Import (decision 099); only Administrators are granted these actions. */
const route = resourceRoute('/admin/imports', 'admin-import');

export default {
  type: 'content-api',
  routes: [route('GET', '/last', 'last'), route('PUT', '/file', 'upload'), route('POST', '/:id/run', 'run')],
};
