import { CONFIRMATIONS_PER_MAILBOX_PER_HOUR, mailboxOf } from '@journey-canvas/shared';
import { environment } from '../../../environment';
import { sharedCounters as counters } from '../../../redis/rate-limit-store';

const HOUR_MS = 60 * 60 * 1000;

/** The brakes on confirmation emails, per client, per mailbox and in all, counted in the shared counters (decision 087). */
export async function allowConfirmation(client: string, email: string): Promise<boolean> {
  const env = environment();
  const hour = { interval: HOUR_MS };
  // The client first, so one client over its limit spends neither the mailbox's emails nor everyone's.
  if ((await counters().incr(`newsletter:client:${client}`, hour, 1)).counter > env.NEWSLETTER_CONFIRMATIONS_PER_ADDRESS) {
    return false;
  }
  if ((await counters().incr(`newsletter:mailbox:${mailboxOf(email)}`, hour, 1)).counter > CONFIRMATIONS_PER_MAILBOX_PER_HOUR) {
    return false;
  }
  return (await counters().incr('newsletter:all', hour, 1)).counter <= env.NEWSLETTER_CONFIRMATIONS_PER_HOUR;
}
