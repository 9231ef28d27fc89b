/** The product uses no Strapi API or admin tokens (decision 035). */
export { closeTokenRoutes as default } from '../auth/strapi-tokens';
