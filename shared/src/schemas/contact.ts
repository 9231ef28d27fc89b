import { z } from 'zod';
import { TRAVEL_TYPES } from '../categories';
import {
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_PHONE_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
} from '../limits';
import { emailField } from './email';
import { CONTACT_MESSAGES } from './messages';
import { storableText } from './stored-text';

const tooLong = CONTACT_MESSAGES.tooLong;

const requiredText = (required: string, field: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: tooLong(field, max) })
    .refine(...storableText(field));

export const contactSchema = z.object({
  name: requiredText(CONTACT_MESSAGES.nameRequired, 'Name', CONTACT_NAME_MAX_LENGTH),
  email: emailField(CONTACT_EMAIL_MAX_LENGTH, tooLong('Email', CONTACT_EMAIL_MAX_LENGTH)),
  phone: z
    .string()
    .trim()
    .max(CONTACT_PHONE_MAX_LENGTH, { error: tooLong('Phone', CONTACT_PHONE_MAX_LENGTH) })
    .refine(...storableText('Phone'))
    .nullish()
    .transform((value) => value || null),
  subject: requiredText(CONTACT_MESSAGES.subjectRequired, 'Subject', CONTACT_SUBJECT_MAX_LENGTH),
  message: requiredText(CONTACT_MESSAGES.messageRequired, 'Message', CONTACT_MESSAGE_MAX_LENGTH),
  travelType: z
    .union([z.enum(TRAVEL_TYPES), z.literal('')], { error: CONTACT_MESSAGES.travelTypeInvalid })
    .nullish()
    .transform((value) => value || null),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
