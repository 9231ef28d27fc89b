import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { CALLOUTS } from './callouts';
import { EMBED_FRAME_ORIGINS } from './story-embeds';

const TEXT_DIRECTION = { name: 'dir', values: ['auto', 'ltr', 'rtl'] };

/** One allowlist for post content, applied on save (to the Markdown) and on render (to the HTML). */
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

/** The ids the renderer gives footnotes and their marks (`fn1`, `fnref1`, `fnref1:2`), the notes' heading, galleries and their pictures. */
const RENDERER_ID = /^(?:fn\d+|fnref\d+(?::\d+)?|footnotes-heading|gallery-\d+(?:-\d+)?)$/;

const keepRendererId = (tagName: string, attribs: sanitizeHtml.Attributes) => {
  const { id, ...others } = attribs;
  return { tagName, attribs: id !== undefined && RENDERER_ID.test(id) ? { ...others, id } : others };
};

/** A facade's player comes from one of the frame origins the page's CSP allows, or the facade stays a link. */
const isPlayer = (address: string) => EMBED_FRAME_ORIGINS.some((origin) => address.startsWith(`${origin}/`));

const keepLinkParts = (tagName: string, attribs: sanitizeHtml.Attributes) => {
  const kept = keepRendererId(tagName, attribs);
  const { 'data-embed': player, ...others } = kept.attribs;
  return { tagName, attribs: player !== undefined && isPlayer(player) ? { ...others, 'data-embed': player } : others };
};

/**
 * Readers' pages: headings keep the renderer's ids (the table of contents links to them); no alt
 * text means decorative; the renderer's callouts, footnotes, pictures, galleries and facades keep their classes, roles, ids and sizes.
 * Only here, not in what is saved: an editor writes `:::`, `[^1]` and `![]()`, never their HTML.
 */
const RENDERED_HTML_OPTIONS: sanitizeHtml.IOptions = {
  ...SANITIZE_OPTIONS,
  allowedTags: [...(SANITIZE_OPTIONS.allowedTags as string[]), 'aside', 'section', 'picture', 'source', 'div'],
  // A void element, written without an end tag.
  selfClosing: [...sanitizeHtml.defaults.selfClosing, 'source'],
  allowedAttributes: {
    ...SANITIZE_OPTIONS.allowedAttributes,
    ...Object.fromEntries(HEADINGS.map((tag) => [tag, [TEXT_DIRECTION, 'id']])),
    aside: [{ name: 'role', multiple: false, values: ['note'] }, 'aria-label'],
    section: ['aria-labelledby'],
    p: [TEXT_DIRECTION, 'aria-hidden'],
    a: [
      ...(SANITIZE_OPTIONS.allowedAttributes as Record<string, sanitizeHtml.AllowedAttribute[]>).a!,
      'id',
      'aria-label',
      'data-embed',
      'data-embed-title',
    ],
    span: ['aria-hidden'],
    li: [TEXT_DIRECTION, 'id'],
    div: ['id'],
    figure: ['id'],
    ul: ['aria-label'],
    // sanitize-html checks each address of a srcset against the allowed schemes.
    img: [...(SANITIZE_OPTIONS.allowedAttributes as Record<string, sanitizeHtml.AllowedAttribute[]>).img!, 'srcset', 'sizes'],
    source: ['type', 'srcset', 'sizes'],
  },
  allowedClasses: {
    aside: ['callout', ...Object.keys(CALLOUTS).map((kind) => `callout-${kind}`)],
    p: ['callout-title', 'story-gallery-controls'],
    section: ['footnotes'],
    ol: ['footnotes-list'],
    li: ['footnote-item'],
    sup: ['footnote-ref'],
    a: [
      'footnote-backref',
      'story-gallery-open',
      'story-gallery-previous',
      'story-gallery-close',
      'story-gallery-next',
      'story-embed-facade',
    ],
    div: ['story-gallery', 'story-gallery-viewer'],
    ul: ['story-gallery-grid'],
    figure: ['story-gallery-slide', 'story-embed'],
    span: ['story-gallery-count', 'story-embed-drawn', 'story-embed-play', 'story-embed-provider'],
    hr: ['footnotes-sep'],
  },
  transformTags: {
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
    a: keepLinkParts,
    li: keepRendererId,
    div: keepRendererId,
    figure: keepRendererId,
  },
};

const SAFE_URL = /^(?:https?:|mailto:|[/#?.]|[^:/?#]*(?:[/?#]|$))/i;

/** `/uploads/` and a file: no query, no way out of the folder. */
const UPLOADS_PATH = /^\/uploads(?:\/(?!\.\.?(?:\/|$))[^\s\\?#/]+)+$/;

/** `pictureBases`: the media library's absolute bases (the CMS's, a bucket's or CDN's). Other sources are borrowed. */
export function isSitePicture(src: string, pictureBases: readonly string[] = []): boolean {
  if (UPLOADS_PATH.test(src)) return true;
  return pictureBases.some((base) => {
    const folder = base.endsWith('/') ? base : `${base}/`;
    return src.startsWith(folder) && UPLOADS_PATH.test(`/uploads/${src.slice(folder.length)}`);
  });
}

let parser: MarkdownIt | undefined;

const reader = () => (parser ??= new MarkdownIt({ html: true }));

/** Judged as the browser reads it: escapes and entities decoded (`javascript&#58;`), skipped blanks ignored. */
function isSafeUrl(url: string): boolean {
  const decoded = reader().utils.unescapeAll(url);
  // eslint-disable-next-line no-control-regex -- control characters are exactly what browsers skip here
  return SAFE_URL.test(decoded.replace(/[\u0000-\u0020\u007f]/g, ''));
}

/** Inline `[text](url)` (one level of nested parentheses) and reference `[id]: url` (target on this line or the next); `[^1]: …` is a footnote's text. */
const INLINE_LINK = /(!?\[[^\]]*\])\(\s*<?((?:[^()\s<>]|\([^()\s]*\))*)>?((?:\s+"[^"]*")?)\s*\)/g;
const REFERENCE_LINK = /^( {0,3}\[(?!\^)[^\]]+\]:[ \t]*\n?[ \t]*)<?(\S+?)>?([ \t].*)?$/gm;

/** `![alt][label]`, `![alt][]` or `![label]`, not followed by an inline target. */
const REFERENCE_IMAGE = /!\[([^\]]*)\](?:\[([^\]]*)\])?(?!\()/g;

const decodedUrl = (url: string) => reader().utils.unescapeAll(url);

interface SaveRules {
  pictureBases: readonly string[];
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

/** sanitize-html escapes kept text, but in Markdown `>` and `&` are syntax: give back what cannot start a tag. */
function restoreMarkdownText(text: string): string {
  return text
    .replace(/&gt;/g, '>')
    .replace(/&lt;(?=[\s\d=]|$)/gm, '<')
    .replace(/&amp;/g, '&');
}

const saveOptions = (pictureBases: readonly string[]): sanitizeHtml.IOptions => ({
  ...SANITIZE_OPTIONS,
  exclusiveFilter: (frame) => frame.tag === 'img' && !isSitePicture(frame.attribs.src ?? '', pictureBases),
});

function cleanHtml(html: string, rules: SaveRules): string {
  return dropUnsafeMarkdownLinks(restoreMarkdownText(sanitizeHtml(html, saveOptions(rules.pictureBases))), rules);
}

type LineKind = 'markdown' | 'html' | 'code';

/** As markdown-it reads each line; `null` when a block with raw HTML has no known lines. */
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

/** Only blocks holding raw HTML go through the allowlist; code, autolinks and prose like `a<b` stay as written. */
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

export function sanitizeRenderedHtml(html: string): string {
  return sanitizeHtml(html, RENDERED_HTML_OPTIONS);
}
