/** The subscriptions' content type (its own API folder, from before the newsletter was sent). */
export const SUBSCRIPTION_UID = 'api::newsletter-subscription.newsletter-subscription';
