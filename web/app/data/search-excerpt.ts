import { foldForSearch, markdownToPlainText } from '@journey-canvas/shared';
import { stemmer } from 'stemmer';

/** Text stays text: React escapes each segment, and only `<mark>` is ever added (decision 029). */
export interface Segment {
  text: string;
  mark?: true;
}

/** About two lines of a card. */
export const EXCERPT_LENGTH = 220;
/** Text kept before the first match, so it is read in its sentence. */
const LEAD = 60;

const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** As the databases compare words: without accents or case, any form with the same English stem. */
function matcher(terms: string[]): (word: string) => boolean {
  const wanted = new Set(terms.flatMap((term) => [term, stemmer(term)]));
  return (word) => {
    const folded = foldForSearch(word);
    return wanted.has(folded) || wanted.has(stemmer(folded));
  };
}

export function highlight(text: string, terms: string[]): Segment[] {
  const matches = matcher(terms);
  const segments: Segment[] = [];
  let at = 0;
  for (const found of text.matchAll(WORD)) {
    if (!matches(found[0])) continue;
    if (found.index > at) segments.push({ text: text.slice(at, found.index) });
    segments.push({ text: found[0], mark: true });
    at = found.index + found[0].length;
  }
  if (at < text.length || segments.length === 0) segments.push({ text: text.slice(at) });
  return segments;
}

function wordStart(text: string, index: number): number {
  if (index <= 0) return 0;
  const space = text.indexOf(' ', index);
  return space === -1 ? index : space + 1;
}

/** A post found by its title, author or category alone shows its opening. */
export function searchExcerpt(markdown: string, terms: string[], length = EXCERPT_LENGTH): Segment[] {
  const text = markdownToPlainText(markdown);
  const matches = matcher(terms);
  const first = [...text.matchAll(WORD)].find((found) => matches(found[0]))?.index ?? 0;
  const start = first > LEAD ? wordStart(text, first - LEAD) : 0;
  let end = Math.min(text.length, start + length);
  // End after a whole word, unless that would cut off the match itself.
  if (end < text.length && text.lastIndexOf(' ', end) > first) end = text.lastIndexOf(' ', end);
  const window = text.slice(start, end).trim();
  const segments = highlight(window, terms);
  if (start > 0) segments.unshift({ text: '…' });
  if (end < text.length) segments.push({ text: '…' });
  return segments;
}
