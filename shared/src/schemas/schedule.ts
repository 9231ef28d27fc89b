import { z } from 'zod';
import { POST_MESSAGES } from './messages';

const zonedTime = z.iso.datetime({ offset: true });
/** The same shape without a zone (`2030-01-01T08:00`): recognised only to say what is missing. */
const localTime = z.iso.datetime({ local: true });

/**
 * A publish time as the CMS takes it: a Date, or an ISO 8601 date and time with seconds and an
 * explicit zone, `Z` or an offset (`2030-01-01T08:00:00Z`, `2030-01-01T10:00:00+02:00`). A time
 * without a zone would be read in the server's own zone, another instant than the editor meant;
 * anything else (a space for the `T`, a trailing NUL, a 31 February) is not a time at all. The
 * admin form sends the instant in UTC (`toISOString`).
 */
export const publishTimeSchema = z
  .union([z.date(), z.string()], { error: POST_MESSAGES.scheduleInvalid })
  .superRefine((value, context) => {
    if (typeof value !== 'string' || zonedTime.safeParse(value).success) return;
    const message = localTime.safeParse(value).success ? POST_MESSAGES.scheduleWithoutZone : POST_MESSAGES.scheduleInvalid;
    context.addIssue({ code: 'custom', message });
  });
