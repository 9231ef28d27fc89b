/** What readers send the CMS: contact messages and the newsletter's subscriptions and links (never cached, never retried). */
import type { ContactMessage } from '@journey-canvas/shared';
import { request } from './request.server';

export async function sendContactMessage(message: ContactMessage): Promise<void> {
  await request('/api/contact-messages', { method: 'POST', body: JSON.stringify({ data: message }) });
}

export async function subscribeToNewsletter(email: string): Promise<void> {
  await request('/api/newsletter-subscriptions', { method: 'POST', body: JSON.stringify({ data: { email } }) });
}

/** The token of a confirmation link, for the CMS to confirm the address (decision 056). */
export async function confirmSubscription(token: string): Promise<void> {
  await request('/api/newsletter/confirm', { method: 'POST', body: JSON.stringify({ token }) });
}

/** The token of an unsubscribe link: the address is taken off the list at once. */
export async function unsubscribeFromNewsletter(token: string): Promise<void> {
  await request('/api/newsletter/unsubscribe', { method: 'POST', body: JSON.stringify({ token }) });
}
