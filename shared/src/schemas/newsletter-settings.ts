import { z } from 'zod';
import { NEWSLETTER_MESSAGES, type NewsletterSettings } from '../newsletter';

/** Settings › Newsletter as the CMS checks it: the digest on or off, a weekday 1–7 (Monday first), an hour 0–23 UTC. */
export const newsletterSettingsSchema: z.ZodType<NewsletterSettings> = z.object({
  digestEnabled: z.boolean({ error: 'digestEnabled must be true or false' }),
  digestWeekday: z.number({ error: NEWSLETTER_MESSAGES.weekday }).int().min(1).max(7, { error: NEWSLETTER_MESSAGES.weekday }),
  digestHour: z
    .number({ error: NEWSLETTER_MESSAGES.hour })
    .int()
    .min(0, { error: NEWSLETTER_MESSAGES.hour })
    .max(23, { error: NEWSLETTER_MESSAGES.hour }),
});
