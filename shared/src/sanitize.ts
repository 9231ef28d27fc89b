import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const TEXT_DIRECTION = { name: 'dir', values: ['auto', 'ltr', 'rtl'] };

/**
 * One allowlist for post content, used when a post is saved (on its Markdown) and when it is
 * rendered (on the HTML the Markdown becomes). No script, iframe, object, embed, style or form;
 * links only to http, https and mailto; no event-handler or style attributes.
 */
export const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'a',
    'abbr',
    'b',
    'blockquote',
    'br',
    'caption',
    'cite',
    'code',
    'dd',
    'del',
    'details',
    'dl',
    'dt',
    'em',
    'figcaption',
    'figure',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'i',
    'img',
    'ins',
    'kbd',
    'li',
    'mark',
    'ol',
    'p',
    'pre',
    'q',
    's',
    'small',
    'span',
    'strong',
    'sub',
    'summary',
    'sup',
    'table',
    'tbody',
    'td',
    'tfoot',
    'th',
    'thead',
    'tr',
    'u',
    'ul',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'name', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    code: ['class'],
    ol: ['start'],
    // Each block of a story finds its own direction, so a right-to-left paragraph aligns right.
    ...Object.fromEntries(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'li'].map((tag) => [tag, [TEXT_DIRECTION]])),
    th: ['align', 'scope', 'colspan', 'rowspan', TEXT_DIRECTION],
    td: ['align', 'colspan', 'rowspan', TEXT_DIRECTION],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Elements whose text is dropped with them rather than kept as loose text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
};

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/**
 * For readers' pages: headings keep the ids the renderer gave them (the table of contents links to
 * them; stored Markdown cannot carry ids, since saving drops them from raw HTML), and an image
 * written without alt text is marked decorative rather than left unexplained.
 */
const RENDERED_HTML_OPTIONS: sanitizeHtml.IOptions = {
  ...SANITIZE_OPTIONS,
  allowedAttributes: {
    ...SANITIZE_OPTIONS.allowedAttributes,
    ...Object.fromEntries(HEADINGS.map((tag) => [tag, [TEXT_DIRECTION, 'id']])),
  },
  transformTags: { img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }) },
};

const SAFE_URL = /^(?:https?:|mailto:|[/#?.]|[^:/?#]*(?:[/?#]|$))/i;

/** A file of the CMS's media library as its local storage names it: `/uploads/` and a file, no query, no way out of the folder. */
const UPLOADS_PATH = /^\/uploads(?:\/(?!\.\.?(?:\/|$))[^\s\\?#/]+)+$/;

/**
 * Whether an image's source is a picture of this site: a file of the CMS's media
 * library, by its path (`/uploads/…`, which the site serves from the CMS's public address) or
 * under one of `pictureBases`, the absolute addresses the media library's files have (the CMS's
 * own `…/uploads/`, a bucket's or CDN's base). Any other source (`x`, another site's picture) is
 * a broken or borrowed picture for readers.
 */
export function isSitePicture(src: string, pictureBases: readonly string[] = []): boolean {
  if (UPLOADS_PATH.test(src)) return true;
  return pictureBases.some((base) => {
    const folder = base.endsWith('/') ? base : `${base}/`;
    return src.startsWith(folder) && UPLOADS_PATH.test(`/uploads/${src.slice(folder.length)}`);
  });
}

let parser: MarkdownIt | undefined;

/** Markdown as the site renders it (raw HTML allowed), read to find where raw HTML and code are; made on first use. */
const reader = () => (parser ??= new MarkdownIt({ html: true }));

/**
 * Whether a link target is safe as the browser will read it: after Markdown's backslash escapes and
 * entities are decoded (`javascript&#58;` is `javascript:`), ignoring the blanks browsers skip.
 */
function isSafeUrl(url: string): boolean {
  const decoded = reader().utils.unescapeAll(url);
  // eslint-disable-next-line no-control-regex -- control characters are exactly what browsers skip here
  return SAFE_URL.test(decoded.replace(/[\u0000-\u0020\u007f]/g, ''));
}

/**
 * Markdown link and image targets, inline `[text](url)` (one level of balanced parentheses) and
 * reference `[id]: url` (its target on the same line or the next; whatever follows on its line kept).
 */
const INLINE_LINK = /(!?\[[^\]]*\])\(\s*<?((?:[^()\s<>]|\([^()\s]*\))*)>?((?:\s+"[^"]*")?)\s*\)/g;
const REFERENCE_LINK = /^( {0,3}\[[^\]]+\]:[ \t]*\n?[ \t]*)<?(\S+?)>?([ \t].*)?$/gm;

/** A Markdown image by reference: `![alt][label]`, `![alt][]` or `![label]` (not followed by an inline target). */
const REFERENCE_IMAGE = /!\[([^\]]*)\](?:\[([^\]]*)\])?(?!\()/g;

/** A target as written in Markdown, its escapes and entities decoded. */
const decodedUrl = (url: string) => reader().utils.unescapeAll(url);

/** What a save needs to know besides the text: where the site's pictures live (see isSitePicture). */
interface SaveRules {
  pictureBases: readonly string[];
  /** The document's reference definitions, as markdown-it read them (label normalized → target). */
  references: Record<string, { href: string }>;
}

function dropUnsafeMarkdownLinks(markdown: string, rules: SaveRules): string {
  return markdown
    .replace(INLINE_LINK, (whole, label: string, url: string) => {
      if (label.startsWith('!')) return isSafeUrl(url) && isSitePicture(decodedUrl(url), rules.pictureBases) ? whole : '';
      return isSafeUrl(url) ? whole : label.slice(1, -1);
    })
    .replace(REFERENCE_LINK, (whole, start: string, url: string, rest = '') => (isSafeUrl(url) ? whole : `${start}#${rest}`))
    .replace(REFERENCE_IMAGE, (whole, alt: string, label: string | undefined) => {
      const reference = rules.references[reader().utils.normalizeReference(label || alt)];
      // Not a reference markdown-it knows: text in brackets, no image.
      if (!reference) return whole;
      return isSitePicture(reference.href, rules.pictureBases) ? whole : '';
    });
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

/** The allowlist as a save applies it: an image whose source is not a picture of this site goes. */
const saveOptions = (pictureBases: readonly string[]): sanitizeHtml.IOptions => ({
  ...SANITIZE_OPTIONS,
  exclusiveFilter: (frame) => frame.tag === 'img' && !isSitePicture(frame.attribs.src ?? '', pictureBases),
});

/** Raw HTML held to the allowlist, with the Markdown text around it given back. */
function cleanHtml(html: string, rules: SaveRules): string {
  return dropUnsafeMarkdownLinks(restoreMarkdownText(sanitizeHtml(html, saveOptions(rules.pictureBases))), rules);
}

type LineKind = 'markdown' | 'html' | 'code';

/**
 * What each source line holds, as markdown-it reads it: code (fenced or indented), a block with
 * raw HTML in it, or plain Markdown. `null` when a block with raw HTML has no known lines.
 */
function lineKinds(source: string, lineCount: number, env: object): LineKind[] | null {
  const kinds: LineKind[] = Array.from({ length: lineCount }, () => 'markdown');
  const open: ([number, number] | null)[] = [];
  for (const token of reader().parse(source, env)) {
    if (token.nesting === 1) open.push(token.map);
    if (token.nesting === -1) open.pop();
    const kind: LineKind | undefined =
      token.type === 'fence' || token.type === 'code_block'
        ? 'code'
        : token.type === 'html_block' || token.children?.some((child) => child.type === 'html_inline')
          ? 'html'
          : undefined;
    if (!kind) continue;
    // Table cells carry no lines of their own: their row's are used.
    const lines = token.map ?? open.findLast((map) => map !== null);
    if (!lines) return null;
    for (let line = lines[0]; line < lines[1]; line += 1) kinds[line] = kind;
  }
  return kinds;
}

/**
 * Clean Markdown before it is stored. Only blocks that hold raw HTML pass through the allowlist;
 * code, autolinks (`<https://…>`) and prose such as `a<b` stay exactly as written. Markdown links
 * outside code keep only safe targets, and images (raw or Markdown) only pictures of this site:
 * `/uploads/…`, or addresses under `pictureBases` (see isSitePicture).
 */
export function sanitizeMarkdown(markdown: string, pictureBases: readonly string[] = []): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const env: { references?: SaveRules['references'] } = {};
  const kinds = lineKinds(lines.join('\n'), lines.length, env);
  const rules: SaveRules = { pictureBases, references: env.references ?? {} };
  if (!kinds) return cleanHtml(lines.join('\n'), rules);

  const cleaned: string[] = [];
  for (let start = 0; start < lines.length;) {
    let end = start + 1;
    while (end < lines.length && kinds[end] === kinds[start]) end += 1;
    const run = lines.slice(start, end).join('\n');
    cleaned.push(
      kinds[start] === 'code' ? run : kinds[start] === 'html' ? cleanHtml(run, rules) : dropUnsafeMarkdownLinks(run, rules),
    );
    start = end;
  }
  return cleaned.join('\n');
}

/** Clean HTML rendered from Markdown before it reaches a reader. */
export function sanitizeRenderedHtml(html: string): string {
  return sanitizeHtml(html, RENDERED_HTML_OPTIONS);
}
