import { WORDS_PER_MINUTE } from './limits';

/** Words in a text, Markdown symbols aside. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read: words / 200, rounded up; never less than one minute for a text with words. */
export function readingTimeMinutes(text: string): number {
  return Math.ceil(countWords(text) / WORDS_PER_MINUTE);
}
