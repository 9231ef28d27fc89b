import { WORDS_PER_MINUTE } from './limits';

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readingTimeMinutes(text: string): number {
  return Math.ceil(countWords(text) / WORDS_PER_MINUTE);
}
