/** Counts come from the site with the secret the two share; staff read them (decision 101). */
export default {
  type: 'content-api',
  routes: [
    { method: 'POST', path: '/analytics/counts', handler: 'analytics.counts', config: { auth: false, policies: [] } },
    { method: 'GET', path: '/admin/analytics/summary', handler: 'analytics.summary', config: { policies: [] } },
    { method: 'GET', path: '/admin/analytics/searches', handler: 'analytics.searches', config: { policies: [] } },
    { method: 'GET', path: '/admin/analytics/not-found', handler: 'analytics.notFound', config: { policies: [] } },
    { method: 'GET', path: '/admin/analytics/stories/:id', handler: 'analytics.story', config: { policies: [] } },
  ],
};
