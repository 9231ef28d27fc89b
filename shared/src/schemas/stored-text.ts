import { z } from 'zod';
import { TEXT_MESSAGES } from './messages';

/** Control characters but tab and newlines: PostgreSQL refuses NUL (a 500, not a 400) and feeds' XML the rest. */
const UNSTORABLE = /[^\P{Cc}\t\n\r]/u;

const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'gu');

const hasUnstorableCharacters = (text: string) => UNSTORABLE.test(text);

/** For text recorded rather than refused (a failed sign-in's): U+FFFD still shows something odd was there. */
export const asStorableText = (text: string) => text.replace(UNSTORABLE_ALL, '\uFFFD');

/** Use as `.refine(...storableText('Title'))`. */
export const storableText = (field: string) =>
  [(text: string) => !hasUnstorableCharacters(text), { error: TEXT_MESSAGES.controlCharacters(field) }] as const;

/** Trimmed, storable text of at most `max` characters, or nothing: empty is left out. */
export const optionalText = (field: string, max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .refine(...storableText(field))
    .nullish()
    .transform((value) => value || undefined);
