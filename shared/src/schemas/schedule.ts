import { z } from 'zod';
import { POST_MESSAGES } from './messages';

const zonedTime = z.iso.datetime({ offset: true });
/** Recognised only to say what is missing. */
const localTime = z.iso.datetime({ local: true });

/** A zone is required: without one the server's own zone would pick another instant than the editor meant. */
export const publishTimeSchema = z
  .union([z.date(), z.string()], { error: POST_MESSAGES.scheduleInvalid })
  .superRefine((value, context) => {
    if (typeof value !== 'string' || zonedTime.safeParse(value).success) return;
    const message = localTime.safeParse(value).success ? POST_MESSAGES.scheduleWithoutZone : POST_MESSAGES.scheduleInvalid;
    context.addIssue({ code: 'custom', message });
  });
