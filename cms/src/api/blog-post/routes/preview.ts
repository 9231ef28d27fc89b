/** `GET /api/previews/:token`: the story behind a signed preview link; the token is checked, no login needed. */
export default {
  type: 'content-api',
  routes: [{ method: 'GET', path: '/previews/:token', handler: 'preview.show', config: { auth: false, policies: [] } }],
};
