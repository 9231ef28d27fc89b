/** Reader questions (decision 058): the public's two routes, as the issue names them. */
export default {
  type: 'content-api',
  routes: [
    { method: 'POST', path: '/comments', handler: 'comment.create', config: { policies: [] } },
    { method: 'GET', path: '/comments', handler: 'comment.find', config: { policies: [] } },
  ],
};
