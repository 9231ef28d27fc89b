/** newsletter-subscription service: Strapi's core service. */
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::newsletter-subscription.newsletter-subscription');
