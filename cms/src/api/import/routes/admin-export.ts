import { resourceRoute } from '../../../admin-api/routes';

/** Settings › Export: every story as Markdown and WordPress's WXR, in one zip; granted with moving in. */
const route = resourceRoute('/admin/exports', 'admin-export');

export default {
  type: 'content-api',
  routes: [route('GET', '/archive', 'archive')],
};
