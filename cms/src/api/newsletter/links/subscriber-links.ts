import { createHmac, timingSafeEqual } from 'node:crypto';
import { CONFIRMATION_LINK_DAYS } from '@journey-canvas/shared';
import { environment } from '../../../environment';

/**
 * The links in a subscriber's emails (decision 056): `/newsletter/confirm?token=…` and
 * `/newsletter/unsubscribe?token=…` on the site. A token names the subscriber and what it is for,
 * signed with HMAC-SHA256 under NEWSLETTER_SECRET, so no address is in a link and no link can be
 * made for another subscriber. A confirmation link expires after CONFIRMATION_LINK_DAYS; an
 * unsubscribe link never does, so every email ever sent keeps working.
 */
export type LinkPurpose = 'confirm' | 'unsubscribe';

const sign = (payload: string) => createHmac('sha256', environment().NEWSLETTER_SECRET).update(payload).digest('base64url');

export function subscriberToken(purpose: LinkPurpose, subscriber: string, now = Date.now()): string {
  const expires = purpose === 'confirm' ? String(now + CONFIRMATION_LINK_DAYS * 24 * 60 * 60 * 1000) : '';
  const payload = Buffer.from(`${purpose}|${subscriber}|${expires}`).toString('base64url');
  return `${payload}.${sign(payload)}`;
}

/** The subscriber a token for `purpose` names, or null when it is forged, for something else or expired. */
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

export const confirmLink = (subscriber: string) => siteLink('/newsletter/confirm', subscriberToken('confirm', subscriber));
export const unsubscribeLink = (subscriber: string) =>
  siteLink('/newsletter/unsubscribe', subscriberToken('unsubscribe', subscriber));
