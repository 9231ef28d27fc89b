import { foldForSearch, markdownToPlainText } from '@journey-canvas/shared';
import { stemmer } from 'stemmer';

/**
 * The highlighted text of a search result (decision 029). Text stays text: a result is a list of
 * plain segments, some marked, which React escapes as it renders them; only `<mark>` is ever added.
 */
export interface Segment {
  text: string;
  mark?: true;
}

/** Characters of a result's excerpt, about two lines of a card. */
export const EXCERPT_LENGTH = 220;
/** Text kept before the first match, so it is read in its sentence. */
const LEAD = 60;

const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/**
 * Whether a word of the text is one of the searched words, as the databases compare them: without
 * accents or case, and in any form with the same English stem ("hikes" finds "hiking").
 */
function matcher(terms: string[]): (word: string) => boolean {
  const wanted = new Set(terms.flatMap((term) => [term, stemmer(term)]));
  return (word) => {
    const folded = foldForSearch(word);
    return wanted.has(folded) || wanted.has(stemmer(folded));
  };
}

/** A text cut into plain and marked segments, a mark on each word that matches. */
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

/** Where a cut may fall near `index`: after a space, so no word is split. */
function wordStart(text: string, index: number): number {
  if (index <= 0) return 0;
  const space = text.indexOf(' ', index);
  return space === -1 ? index : space + 1;
}

/**
 * About EXCERPT_LENGTH characters of a post's readable text (its Markdown reduced to plain text),
 * around the first word that matches, with each match marked. A post found by its title, author
 * or category alone shows its opening.
 */
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
