import { CONTENT_PREVIEW_LENGTH } from './limits';

/** Markdown reduced to its readable text: no headings marks, emphasis, link targets or images. */
export function markdownToPlainText(markdown: string): string {
  return (
    markdown
      .replace(/```[\s\S]*?```/g, ' ')
      .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      // Autolinks read as their address; raw HTML tags (a letter or `/` after `<`, as CommonMark has
      // it) and comments go; a lone `<` or `>` in prose ("5 < 6 > 4") is text and stays.
      .replace(/<((?:https?:\/\/|mailto:)[^>\s]+)>/gi, '$1')
      .replace(/<!--[\s\S]*?-->|<\/?[a-z][^>]*>/gi, ' ')
      .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
      .replace(/[*_~`]+/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The first 150 characters of a post's text, with an ellipsis when there is more. */
export function contentPreview(markdown: string, length = CONTENT_PREVIEW_LENGTH): string {
  const text = markdownToPlainText(markdown);
  return text.length <= length ? text : `${text.slice(0, length).trimEnd()}…`;
}
