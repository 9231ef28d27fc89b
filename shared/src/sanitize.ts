import sanitizeHtml from 'sanitize-html';

/**
 * One allowlist for post content, used when a post is saved (on its Markdown) and when it is
 * rendered (on the HTML the Markdown becomes). No script, iframe, object, embed, style or form;
 * links only to http, https and mailto; no event-handler or style attributes.
 */
export const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'cite', 'code', 'dd', 'del', 'details', 'dl', 'dt',
    'em', 'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'kbd',
    'li', 'mark', 'ol', 'p', 'pre', 'q', 's', 'small', 'span', 'strong', 'sub', 'summary', 'sup',
    'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'name', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    code: ['class'],
    th: ['align', 'scope', 'colspan', 'rowspan'],
    td: ['align', 'colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Elements whose text is dropped with them rather than kept as loose text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
};

const SAFE_URL = /^(?:https?:|mailto:|[/#?.]|[^:/?#]*(?:[/?#]|$))/i;

/** Markdown link and image targets, inline `[text](url)` (one level of balanced parentheses) and reference `[id]: url`. */
const INLINE_LINK = /(!?\[[^\]]*\])\(\s*<?((?:[^()\s<>]|\([^()\s]*\))*)>?((?:\s+"[^"]*")?)\s*\)/g;
const REFERENCE_LINK = /^( {0,3}\[[^\]]+\]:\s*)<?(\S+?)>?((?:\s+.*)?)$/gm;

function dropUnsafeMarkdownLinks(markdown: string): string {
  return markdown
    .replace(INLINE_LINK, (whole, label: string, url: string, title: string) =>
      SAFE_URL.test(url) ? whole : label.startsWith('!') ? '' : label.slice(1, -1),
    )
    .replace(REFERENCE_LINK, (whole, start: string, url: string) => (SAFE_URL.test(url) ? whole : start + '#'));
}

/**
 * sanitize-html escapes the text it keeps. In Markdown those characters are syntax (`>` opens a
 * quote, `&` is text), so give back the ones that cannot start a tag: `&gt;`, `&amp;`, and `&lt;`
 * followed by a space, a digit, `=` or the end of the line.
 */
function restoreMarkdownText(text: string): string {
  return text
    .replace(/&gt;/g, '>')
    .replace(/&lt;(?=[\s\d=]|$)/gm, '<')
    .replace(/&amp;/g, '&');
}

/** Clean Markdown before it is stored: raw HTML is held to the allowlist, Markdown links to safe schemes. */
export function sanitizeMarkdown(markdown: string): string {
  const html = sanitizeHtml(markdown, SANITIZE_OPTIONS);
  return dropUnsafeMarkdownLinks(restoreMarkdownText(html));
}

/** Clean HTML rendered from Markdown before it reaches a reader. */
export function sanitizeRenderedHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}
