import { TEXT_MESSAGES } from './messages';

/**
 * Characters no stored text may hold: the control characters (Unicode's Cc) but tab, line feed and
 * carriage return. NUL is in no database text (PostgreSQL refuses it: a 500 where a 400 belongs),
 * XML (the feeds carry every story) cannot carry the other C0 ones at all, and none is text a
 * reader could see.
 */
const UNSTORABLE = /[^\P{Cc}\t\n\r]/u;

const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'gu');

const hasUnstorableCharacters = (text: string) => UNSTORABLE.test(text);

/**
 * Text recorded as it came, not refused (what a failed sign-in typed, for the activity log), made
 * storable: each such character becomes U+FFFD, so the record still shows something odd was there.
 */
export const asStorableText = (text: string) => text.replace(UNSTORABLE_ALL, '\uFFFD');

/** A string refinement refusing what no stored text may hold, named for its field: `.refine(...storableText('Title'))`. */
export const storableText = (field: string) =>
  [(text: string) => !hasUnstorableCharacters(text), { error: TEXT_MESSAGES.controlCharacters(field) }] as const;
