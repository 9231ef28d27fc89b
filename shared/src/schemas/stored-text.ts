import { TEXT_MESSAGES } from './messages';

/**
 * Characters no stored text may hold: NUL, which no database text holds (PostgreSQL refuses it, a
 * 500 where a 400 belongs), and the other C0 control characters but tab, line feed and carriage
 * return, which XML (the feeds carry every story) cannot carry at all.
 */
const UNSTORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

export const hasUnstorableCharacters = (text: string) => UNSTORABLE.test(text);

/** A string refinement refusing what no stored text may hold, named for its field: `.refine(...storableText('Title'))`. */
export const storableText = (field: string) =>
  [(text: string) => !hasUnstorableCharacters(text), { error: TEXT_MESSAGES.controlCharacters(field) }] as const;
