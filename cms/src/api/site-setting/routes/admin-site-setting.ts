/** Settings' site details, for Administrators (decision 048). */
export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/admin/site-settings', handler: 'admin-site-setting.find', config: { policies: [] } },
    { method: 'PUT', path: '/admin/site-settings', handler: 'admin-site-setting.update', config: { policies: [] } },
  ],
};
