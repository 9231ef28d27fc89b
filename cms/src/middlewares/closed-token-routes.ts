/** Strapi's API and admin token routes answer 404: the product uses no such tokens (decision 035). */
export { closeTokenRoutes as default } from '../auth/strapi-tokens';
