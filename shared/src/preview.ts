import { CONTENT_PREVIEW_LENGTH } from './limits';

/** Markdown reduced to its readable text: no headings marks, emphasis, link targets or images. */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_~`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first 150 characters of a post's text, with an ellipsis when there is more. */
export function contentPreview(markdown: string, length = CONTENT_PREVIEW_LENGTH): string {
  const text = markdownToPlainText(markdown);
  return text.length <= length ? text : `${text.slice(0, length).trimEnd()}…`;
}
