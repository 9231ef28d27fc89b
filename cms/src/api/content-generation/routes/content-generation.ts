/** The content generation this CMS serves, asked by the site when it starts (decision 081). */
export default {
  routes: [{ method: 'GET', path: '/content-generation', handler: 'content-generation.show', config: { auth: false } }],
};
