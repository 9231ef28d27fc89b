/** `GET /api/site-addresses/lookup?path=/articles/...`: what the site answers at an address it has no page for (Public role). */
export default {
  type: 'content-api',
  routes: [{ method: 'GET', path: '/site-addresses/lookup', handler: 'site-address.lookup', config: { policies: [] } }],
};
