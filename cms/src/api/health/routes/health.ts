/** Readiness for load balancers and orchestrators; liveness is Strapi's own `/_health`. */
export default {
  routes: [{ method: 'GET', path: '/health/ready', handler: 'health.ready', config: { auth: false } }],
};
