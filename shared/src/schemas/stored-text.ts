import { TEXT_MESSAGES } from './messages';

/**
 * Characters no stored text may hold: the control characters (Unicode's Cc) but tab, line feed and
 * carriage return. NUL is in no database text (PostgreSQL refuses it: a 500 where a 400 belongs),
 * XML (the feeds carry every story) cannot carry the other C0 ones at all, and none is text a
 * reader could see.
 */
const UNSTORABLE = /[^\P{Cc}\t\n\r]/u;

const hasUnstorableCharacters = (text: string) => UNSTORABLE.test(text);

/** A string refinement refusing what no stored text may hold, named for its field: `.refine(...storableText('Title'))`. */
export const storableText = (field: string) =>
  [(text: string) => !hasUnstorableCharacters(text), { error: TEXT_MESSAGES.controlCharacters(field) }] as const;
