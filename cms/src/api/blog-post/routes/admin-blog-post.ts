import { resourceRoute, route as ownRoute } from '../../../admin-api/routes';

/** The admin API in ra-data-simple-rest's dialect; the staff roles are granted these actions (decision 045). */
const route = resourceRoute('/admin/blog-posts', 'admin-blog-post');

export default {
  type: 'content-api',
  routes: [
    ownRoute('GET', '/admin/me', 'admin-blog-post.me'),
    route('GET', '/stats', 'stats'),
    route('GET', '', 'find'),
    route('GET', '/:id', 'findOne'),
    route('GET', '/:id/locales', 'locales'),
    route('POST', '', 'create'),
    route('POST', '/preview', 'preview'),
    route('POST', '/:id/unpublish', 'unpublish'),
    route('POST', '/:id/restore', 'restore'),
    route('POST', '/:id/send-back', 'sendBack'),
    route('PUT', '/:id', 'update'),
    route('DELETE', '/:id', 'delete'),
  ],
};
