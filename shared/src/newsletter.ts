/** The newsletter's shared rules: double opt-in, stories emailed on request, a weekly digest (decision 056). */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export const isSubscriberStatus = (value: unknown): value is SubscriberStatus =>
  typeof value === 'string' && (SUBSCRIBER_STATUSES as readonly string[]).includes(value);

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};

export const CONFIRMATION_LINK_DAYS = 7;
export const CONFIRMATION_RESEND_MINUTES = 10;
/** Counted per mailbox (see mailboxOf), so no one can fill an inbox through the box (decision 087). */
export const CONFIRMATIONS_PER_MAILBOX_PER_HOUR = 3;
export const DEFAULT_CONFIRMATIONS_PER_ADDRESS_PER_HOUR = 5;
export const DEFAULT_CONFIRMATIONS_PER_HOUR = 100;

const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/** For counting only (`A.Na+x@GoogleMail.com` is `ana@gmail.com`); the address is stored as typed. */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email.trim().toLowerCase();
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  let local = email.slice(0, at).trim().toLowerCase();
  const plus = local.indexOf('+');
  if (plus >= 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  return dotless ? `${local.replaceAll('.', '')}@${dotless}` : `${local}@${domain}`;
}

export const DEFAULT_BATCH_SIZE = 1000;
export const DELIVERY_ATTEMPTS = 5;
export const DIGEST_MAX_STORIES = 12;

export const NEWSLETTER_MESSAGES = {
  /** The same answer whatever the address's state, so the box reveals nothing. */
  checkInbox: 'Thanks! Check your inbox and click the link we sent to confirm your subscription.',
  confirmQuestion: 'Get new Journey Canvas stories by email at this address?',
  confirmed: "You're subscribed! Look out for our next story in your inbox.",
  confirmInvalid:
    'This confirmation link is not valid or has expired. Subscribe again from the box below any page to get a new one.',
  unsubscribeQuestion: 'Stop receiving the Journey Canvas newsletter at this address?',
  unsubscribed: "You're unsubscribed: we won't email you again. Changed your mind? Subscribe again any time.",
  unsubscribeInvalid:
    'This unsubscribe link is not valid. If you keep receiving our emails, reply to one and we will take you off the list.',
  notSent: "We couldn't subscribe you right now. Please try again in a few minutes.",
  tokenRequired: 'The link is missing its code',
  emailNotAllowed: 'Only Editors and Administrators can email a story to subscribers',
  sendingOff: 'Sending is off: set SMTP_URL (and MAIL_FROM) for the CMS to send newsletters.',
  weekday: 'Choose a day of the week',
  hour: 'Choose an hour from 0 to 23',
} as const;

/** Stored as ISO 8601 weekdays: 1 is Monday. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** Hour in UTC. */
export interface NewsletterSettings {
  digestEnabled: boolean;
  digestWeekday: number;
  digestHour: number;
}
export const DEFAULT_NEWSLETTER_SETTINGS: NewsletterSettings = { digestEnabled: false, digestWeekday: 1, digestHour: 8 };

/** A digest is due while its slot is under a day old and unsent, so switching it on mid-week waits. */
export function latestDigestSlot(settings: Pick<NewsletterSettings, 'digestWeekday' | 'digestHour'>, now: Date): Date {
  const slot = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), settings.digestHour));
  const isoDay = ((now.getUTCDay() + 6) % 7) + 1;
  slot.setUTCDate(slot.getUTCDate() - ((isoDay - settings.digestWeekday + 7) % 7));
  if (slot > now) slot.setUTCDate(slot.getUTCDate() - 7);
  return slot;
}

export const DIGEST_SLOT_GRACE_MS = 24 * 60 * 60 * 1000;

export type NewsletterSendKind = 'story' | 'digest';

export interface NewsletterSendRecord {
  id: number;
  kind: NewsletterSendKind;
  post: string | null;
  subject: string;
  createdAt: string;
  queued: number;
  sent: number;
  failed: number;
  finishedAt: string | null;
}

/** Staff only: an address is never in a public answer. */
export interface SubscriberRecord {
  id: string;
  email: string;
  status: SubscriberStatus;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  /** The language of the page it signed up on, which its emails are written in; null before languages: the default's (decision 100). */
  language: string | null;
}
