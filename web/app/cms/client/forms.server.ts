/** What readers send the CMS: contact messages and newsletter subscriptions (never cached, never retried). */
import type { ContactMessage } from '@journey-canvas/shared';
import { request } from './request.server';

export async function sendContactMessage(message: ContactMessage): Promise<void> {
  await request('/api/contact-messages', { method: 'POST', body: JSON.stringify({ data: message }) });
}

export async function subscribeToNewsletter(email: string): Promise<void> {
  await request('/api/newsletter-subscriptions', { method: 'POST', body: JSON.stringify({ data: { email } }) });
}
