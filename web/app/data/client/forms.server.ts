/** What readers send the CMS: contact messages and the newsletter's subscriptions and links (never cached, never retried). */
import type { ContactMessage } from '@journey-canvas/shared';
import { READER_ADDRESS_HEADER, READER_SIGNATURE_HEADER, signReaderAddress } from '@journey-canvas/shared/server';
import { webEnvironment } from '../../platform/env.server';
import { request } from './request.server';

export async function sendContactMessage(message: ContactMessage): Promise<void> {
  await request('/api/contact-messages', { method: 'POST', body: JSON.stringify({ data: message }) });
}

/** Vouches for the reader's address so the CMS limits confirmation emails per reader, not per site (decision 087). */
export async function subscribeToNewsletter(email: string, readerAddress: string, language: string): Promise<void> {
  await request('/api/newsletter-subscriptions', {
    method: 'POST',
    body: JSON.stringify({ data: { email, language } }),
    headers: {
      [READER_ADDRESS_HEADER]: readerAddress,
      [READER_SIGNATURE_HEADER]: signReaderAddress(readerAddress, webEnvironment().purgeSecret),
    },
  });
}

export async function confirmSubscription(token: string): Promise<void> {
  await request('/api/newsletter/confirm', { method: 'POST', body: JSON.stringify({ token }) });
}

export async function unsubscribeFromNewsletter(token: string): Promise<void> {
  await request('/api/newsletter/unsubscribe', { method: 'POST', body: JSON.stringify({ token }) });
}
