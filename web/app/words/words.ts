import { postTypeLabel } from '@journey-canvas/shared';
import { EN, type Words } from './en';
import { FR } from './fr';

export type { Words } from './en';

/** Each shipped language's words; a language without a file, or a word missing from one, reads in English. */
const SHIPPED: Readonly<Record<string, Partial<Words>>> = { en: EN, fr: FR };

export function wordsOf(language: string): Words {
  const own = Object.hasOwn(SHIPPED, language) ? SHIPPED[language]! : {};
  return {
    ...EN,
    ...own,
    postTypes: { ...EN.postTypes, ...own.postTypes },
    newsletter: { ...EN.newsletter, ...own.newsletter },
  };
}

/** A story's type as its badge says it; the default type and unknown ones read "Travel", as the shared label does. */
export function postTypeWord(words: Words, type: string | null | undefined): string {
  return type && Object.hasOwn(words.postTypes, type) ? words.postTypes[type as keyof Words['postTypes']] : postTypeLabel(type);
}
