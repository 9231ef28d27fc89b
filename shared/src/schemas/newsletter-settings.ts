import { z } from 'zod';
import { NEWSLETTER_MESSAGES, type NewsletterSettings } from '../newsletter';

export const newsletterSettingsSchema: z.ZodType<NewsletterSettings> = z.object({
  digestEnabled: z.boolean({ error: 'digestEnabled must be true or false' }),
  digestWeekday: z.number({ error: NEWSLETTER_MESSAGES.weekday }).int().min(1).max(7, { error: NEWSLETTER_MESSAGES.weekday }),
  digestHour: z
    .number({ error: NEWSLETTER_MESSAGES.hour })
    .int()
    .min(0, { error: NEWSLETTER_MESSAGES.hour })
    .max(23, { error: NEWSLETTER_MESSAGES.hour }),
});
