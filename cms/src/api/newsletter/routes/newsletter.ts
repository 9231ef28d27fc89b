import { route } from '../../../admin-api/routes';
/** The newsletter's routes (decision 056): the two public links, and the admin's (Editors and Administrators, decision 045). */

export default {
  type: 'content-api',
  routes: [
    route('POST', '/newsletter/confirm', 'newsletter.confirm'),
    route('POST', '/newsletter/unsubscribe', 'newsletter.unsubscribe'),
    route('GET', '/admin/subscribers', 'admin-newsletter.subscribers'),
    route('GET', '/admin/subscribers/export', 'admin-newsletter.exportSubscribers'),
    route('DELETE', '/admin/subscribers/:id', 'admin-newsletter.removeSubscriber'),
    route('GET', '/admin/newsletter-sends', 'admin-newsletter.sends'),
    route('POST', '/admin/newsletter-sends/digest', 'admin-newsletter.sendDigest'),
    route('GET', '/admin/newsletter-settings', 'admin-newsletter.settings'),
    route('PUT', '/admin/newsletter-settings', 'admin-newsletter.updateSettings'),
  ],
};
