import { CONTENT_PREVIEW_LENGTH } from './limits';

export function markdownToPlainText(markdown: string): string {
  return (
    markdown
      .replace(/```[\s\S]*?```/g, ' ')
      // A callout's fences and a footnote's marks are markup; the words inside them stay.
      .replace(/^ {0,3}:::.*$/gm, ' ')
      .replace(/\[\^[^\]\s]+\]:?/g, ' ')
      .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      // A tag needs a letter or `/` after `<` (as CommonMark has it): "5 < 6 > 4" is text and stays.
      .replace(/<((?:https?:\/\/|mailto:)[^>\s]+)>/gi, '$1')
      .replace(/<!--[\s\S]*?-->|<\/?[a-z][^>]*>/gi, ' ')
      .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
      .replace(/[*_~`]+/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export function contentPreview(markdown: string, length = CONTENT_PREVIEW_LENGTH): string {
  const text = markdownToPlainText(markdown);
  return text.length <= length ? text : `${text.slice(0, length).trimEnd()}…`;
}
