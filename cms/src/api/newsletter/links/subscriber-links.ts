import { createHmac, timingSafeEqual } from 'node:crypto';
import { CONFIRMATION_LINK_DAYS } from '@journey-canvas/shared';
import { environment } from '../../../environment';
import { pathFor, type EmailLanguage } from '../emails/email-words';

/** Signed links (decision 056); unsubscribe links never expire, so every email ever sent keeps working. */
export type LinkPurpose = 'confirm' | 'unsubscribe';

const sign = (payload: string) => createHmac('sha256', environment().NEWSLETTER_SECRET).update(payload).digest('base64url');

export function subscriberToken(purpose: LinkPurpose, subscriber: string, now = Date.now()): string {
  const expires = purpose === 'confirm' ? String(now + CONFIRMATION_LINK_DAYS * 24 * 60 * 60 * 1000) : '';
  const payload = Buffer.from(`${purpose}|${subscriber}|${expires}`).toString('base64url');
  return `${payload}.${sign(payload)}`;
}

export function subscriberOfToken(token: unknown, purpose: LinkPurpose, now = Date.now()): string | null {
  if (typeof token !== 'string' || token.length > 300) return null;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.byteLength !== given.byteLength || !timingSafeEqual(expected, given)) return null;
  const [tokenPurpose, subscriber, expires] = Buffer.from(payload, 'base64url').toString('utf8').split('|');
  if (tokenPurpose !== purpose || !subscriber) return null;
  if (expires && Number(expires) < now) return null;
  return subscriber;
}

const siteLink = (path: string, token: string) => `${environment().PUBLIC_SITE_URL.replace(/\/$/, '')}${path}?token=${token}`;

/** Each opens the site's page in the subscriber's language. */
export const confirmLink = (subscriber: string, language: EmailLanguage) =>
  siteLink(pathFor(language, '/newsletter/confirm'), subscriberToken('confirm', subscriber));
export const unsubscribeLink = (subscriber: string, language: EmailLanguage) =>
  siteLink(pathFor(language, '/newsletter/unsubscribe'), subscriberToken('unsubscribe', subscriber));
