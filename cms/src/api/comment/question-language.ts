/**
 * A reader question belongs to the language version of the story it was asked on (decision 100);
 * one asked before the site had languages names none and belongs to the default's.
 */
export const askedIn = (language: string, defaultLanguage: string) =>
  language === defaultLanguage ? { $or: [{ language: { $null: true } }, { language }] } : { language };
