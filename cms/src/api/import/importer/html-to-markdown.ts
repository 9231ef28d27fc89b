import { embedOf, GALLERY_MAX_PICTURES, sanitizeMarkdown } from '@journey-canvas/shared';
import { gfm } from '@joplin/turndown-plugin-gfm';
import { createDocument, type HtmlElement, type HtmlNode } from '@mixmark-io/domino';
import TurndownService from 'turndown';
import type { SourcePicture } from './source-story';

export interface ConvertedBody {
  /** Pictures keep their source addresses: the importer puts the library's in their place. */
  markdown: string;
  /** Every picture written, in order. */
  pictures: SourcePicture[];
  /** What could not be expressed and how it was kept, one short sentence each. */
  notes: string[];
}

type Notes = Set<string>;

/** What holds one picture and its caption: a figure, WordPress's caption box, a classic gallery's item. */
const PICTURE_HOLDER = 'figure, .wp-caption, .gallery-item';
const CAPTION = 'figcaption, .wp-caption-text';
const GALLERY = '.wp-block-gallery, .blocks-gallery-grid, .gallery, .kg-gallery-card';
const EMBED_FIGURE = '.wp-block-embed, .kg-embed-card';
const MEDIA = 'video, audio, .wp-block-video, .wp-block-audio, .kg-video-card, .kg-audio-card';
/** Where a picture stays in the line rather than taking one of its own. */
const INLINE_PLACES = 'td, th, h1, h2, h3, h4, h5, h6';

const words = (text: string | null | undefined) => text?.replace(/\s+/g, ' ').trim() || undefined;
const all = (element: HtmlElement, selector: string) => Array.from(element.querySelectorAll(selector));
const count = (element: HtmlElement, selector: string) => element.querySelectorAll(selector).length;

/** Parsed as turndown parses, inside one element, so nothing (a leading `<style>`) moves into a `<head>`. */
const parse = (html: string) => createDocument(`<x-body id="body">${html}</x-body>`).getElementById('body')!;

/** Event handlers run script: none comes over, whatever its element becomes. */
function dropEventHandlers(root: HtmlElement, notes: Notes): void {
  for (const element of all(root, '*'))
    for (const { name } of Array.from(element.attributes).filter((attribute) => /^on/i.test(attribute.name))) {
      element.removeAttribute(name);
      notes.add(`Left out: an ${name.toLowerCase()} event handler`);
    }
}

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

/** A run of `&nbsp;` (an editor's way to push words apart) becomes one space; one alone, as in `10&nbsp;km`, stays. */
function collapseSpaceRuns(node: HtmlNode): void {
  for (const child of node.childNodes) {
    if (child.nodeType === TEXT_NODE)
      child.nodeValue = (child.nodeValue ?? '').replace(/[ \u00a0]*\u00a0[ \u00a0]*/g, (run) => (run.length > 1 ? ' ' : run));
    else if (child.nodeName !== 'PRE' && child.nodeName !== 'CODE') collapseSpaceRuns(child);
  }
}

/** A picture's own caption: a gallery's is the gallery's, and a figure of several pictures has none of theirs. */
function captionOf(img: HtmlElement): string | undefined {
  const holder = img.closest(PICTURE_HOLDER);
  if (!holder || holder.matches(GALLERY) || count(holder, 'img') > 1) return undefined;
  return words(holder.querySelector(CAPTION)?.textContent);
}

/** A size WordPress made (`beach-300x200.jpg`) of the original `beach.jpg`. */
const WORDPRESS_SIZE = /-\d+x\d+(?=\.\w+(?:[?#].*)?$)/;
/** A size Ghost made, under `/content/images/size/w600/` (perhaps `format/webp/`) beside the original. */
const GHOST_SIZE = /\/content\/images\/size\/w\d+(?:h\d+)?\/(?:format\/\w+\/)?/;

/**
 * The original rather than a size. WordPress's suffix goes only when its classes (`wp-image-ID`, a
 * gallery's `attachment-thumbnail`) or a `srcset` naming the original show the file is WordPress's:
 * `map-1x2.png` alone keeps its name.
 */
function originalAddress(img: HtmlElement): string {
  const src = (img.getAttribute('src') ?? '').trim().replace(GHOST_SIZE, '/content/images/');
  const original = src.replace(WORDPRESS_SIZE, '');
  const isSize =
    /\b(?:wp-image-\d+|attachment-[\w-]+)\b/.test(img.getAttribute('class') ?? '') ||
    (img.getAttribute('srcset') ?? '').includes(original);
  return isSize ? original : src;
}

const PICTURE_FILE = /\.(?:jpe?g|png|gif|webp|avif|bmp|tiff?)(?:[?#].*)?$/i;

/** WordPress links a picture to its file or its attachment page: the link goes, the picture stays. */
function isPictureLink(link: HtmlElement): boolean {
  const href = link.getAttribute('href') ?? '';
  return (
    count(link, 'img') === 1 &&
    !words(link.textContent) &&
    (PICTURE_FILE.test(href) || /[?&]attachment_id=|\/attachment\//.test(href))
  );
}

function standsAlone(img: HtmlElement): boolean {
  const link = img.closest('a[href]');
  return !img.closest(INLINE_PLACES) && (!link || isPictureLink(link));
}

/** Link and alt text: only what would end or format them is escaped. */
const inline = (text: string) => text.replace(/[\\[\]*_`]/g, '\\$&');
const destination = (address: string) => (/[\s()]/.test(address) ? `<${address}>` : address);
const block = (markdown: string) => `\n\n${markdown}\n\n`;

const pictureMarkdown = ({ address, alt, caption }: SourcePicture) =>
  `![${inline(alt ?? '')}](${destination(address)}${caption ? ` "${caption.replace(/["\\]/g, '\\$&')}"` : ''})`;

/** Stands for a picture until the end, so only pictures that reach the text are listed, in its order. */
const mark = (index: number) => `\uE000${index}\uE001`;
const MARK = /\uE000(\d+)\uE001/g;

function fenced(code: string): string {
  const fence = '`'.repeat(Math.max(3, ...(code.match(/`+/g) ?? []).map((run) => run.length + 1)));
  return block(`${fence}\n${code.replace(/\n$/, '')}\n${fence}`);
}

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

const httpAddress = (address: string | null | undefined) => {
  const absolute = address?.startsWith('//') ? `https:${address}` : address;
  return absolute && /^https?:\/\//i.test(absolute) ? absolute : undefined;
};
const hostOf = (address: string) => (URL.canParse(address) ? new URL(address).hostname : address);

/** The address an embed figure stands for: its frame's, or the one WordPress keeps as text in its wrapper. */
const embedAddress = (figure: HtmlElement) =>
  httpAddress(
    figure.querySelector('iframe')?.getAttribute('src') ?? words(figure.querySelector('.wp-block-embed__wrapper')?.textContent),
  );

/** WordPress plays a video whose address is alone in its paragraph (auto-embed). */
function loneEmbed(paragraph: HtmlElement) {
  const text = words(paragraph.textContent) ?? '';
  const [link, ...others] = all(paragraph, '*');
  const plain = !link || (others.length === 0 && link.nodeName === 'A' && link.getAttribute('href') === text);
  return plain ? embedOf(text) : undefined;
}

/** Left out with a note; what is inside them never reaches the text. */
const LEFT_OUT = new Map([
  ['SCRIPT', 'a script'],
  ['STYLE', 'a style sheet'],
  ['FORM', 'a form'],
  ['OBJECT', 'an embedded object'],
  ['EMBED', 'an embedded object'],
  ['NOSCRIPT', 'a noscript fallback'],
]);
/** Harmless elements Markdown has no words for, each allowed by the stored-text sanitizer (`SANITIZE_OPTIONS`). */
const KEPT = new Set(['DETAILS', 'DL', 'ABBR', 'KBD', 'MARK', 'SUB', 'SUP', 'INS', 'U', 'SMALL', 'Q']);
const KEPT_BLOCKS = new Set(['DETAILS', 'DL']);

/** HTML kept as the CMS will store it: its sanitizer drops attributes, and pictures not yet the library's, on saving anyway. */
const keptHtml = (element: HtmlElement) => sanitizeMarkdown(element.outerHTML);

/** Turndown hands its rules the elements of domino, the parser it runs on under Node. */
const asElement = (node: unknown) => node as HtmlElement;

interface Conversion {
  notes: Notes;
  /** Every picture met, by its mark's number; some may end inside HTML kept or left out. */
  found: SourcePicture[];
  marks: Map<HtmlElement, string>;
}

type Add = (
  key: string,
  filter: (node: HtmlElement) => boolean,
  replacement: (content: string, node: HtmlElement) => string,
) => void;

function addTextRules(add: Add, { notes }: Conversion): void {
  add(
    'heading',
    (node) => /^H[1-6]$/.test(node.nodeName),
    // The page's title is its only h1.
    (content, heading) => block(`${'#'.repeat(Math.max(2, Number(heading.nodeName[1])))} ${content.replace(/\s*\n\s*/g, ' ')}`),
  );
  add(
    'paragraph',
    (node) => node.nodeName === 'P',
    // Spaces left around a picture that now stands alone go; so does an empty paragraph.
    (content) => (content.trim() ? block(content.replace(/^ +/gm, '').replace(/ +(?=\n\n|$)/g, '')) : ''),
  );
  add(
    'listItem',
    (node) => node.nodeName === 'LI',
    (content, item) => {
      const list = item.parentNode;
      const index = list?.childNodes.filter((child) => child.nodeType === ELEMENT_NODE).indexOf(item) ?? 0;
      const marker = list?.nodeName === 'OL' ? `${Number(list.getAttribute('start') || 1) + index}. ` : '- ';
      const text = content.replace(/^\n+/, '').replace(/\n+$/, content.endsWith('\n') ? '\n' : '');
      return `${marker}${text.replace(/\n/g, `\n${' '.repeat(marker.length)}`)}${item.nextSibling ? '\n' : ''}`;
    },
  );
  add(
    'preformatted',
    (node) => node.nodeName === 'PRE' && node.firstChild?.nodeName !== 'CODE',
    (_content, pre) => fenced(pre.textContent ?? ''),
  );
  add(
    'htmlTable',
    (node) =>
      node.nodeName === 'TABLE' && Boolean(node.querySelector('ul, ol, h1, h2, h3, h4, h5, h6, hr, blockquote, pre, table')),
    (_content, table) => {
      notes.add('Kept as HTML: a table with lists, headings or other blocks in its cells');
      return block(keptHtml(table));
    },
  );
  add(
    'leftOut',
    (node) => LEFT_OUT.has(node.nodeName),
    (_content, node) => {
      notes.add(`Left out: ${LEFT_OUT.get(node.nodeName)}`);
      return '';
    },
  );
}

function addPictureRules(add: Add, { notes, found, marks }: Conversion): void {
  add(
    'picture',
    (node) => node.nodeName === 'IMG',
    (_content, img) => {
      // A bookmark's icon and thumbnail are the other site's.
      if (img.closest('.kg-bookmark-card')) return '';
      const address = originalAddress(img);
      if (!address || /^data:/i.test(address)) {
        notes.add('Left out: a picture with no address of its own (none, or data written into the HTML)');
        return '';
      }
      found.push({ address, alt: words(img.getAttribute('alt')), caption: captionOf(img) });
      const marker = mark(found.length - 1);
      marks.set(img, marker);
      return standsAlone(img) ? block(marker) : marker;
    },
  );
  add(
    'pictureLink',
    (node) => node.nodeName === 'A' && isPictureLink(node),
    (content) => content,
  );
  // Written into their pictures' titles, or under their gallery.
  add(
    'caption',
    (node) => node.matches(CAPTION) && Boolean(node.closest(PICTURE_HOLDER)?.querySelector('img')),
    () => '',
  );
  add(
    'gallery',
    (node) => node.matches(GALLERY) && !node.parentNode?.closest(GALLERY) && count(node, 'img') > 0,
    (_content, gallery) => {
      const pictures = all(gallery, 'img').flatMap((img) => marks.get(img) ?? []);
      const groups = chunks(pictures, GALLERY_MAX_PICTURES);
      if (groups.length > 1)
        notes.add(
          `Split a gallery of ${pictures.length} pictures into ${groups.length}: a gallery holds up to ${GALLERY_MAX_PICTURES}`,
        );
      const caption = words(all(gallery, CAPTION).find((element) => element.parentNode === gallery)?.textContent);
      const lines = [
        ...groups.map((group) => `::: gallery\n${group.join('\n')}\n:::`),
        ...(caption ? [`_${inline(caption)}_`] : []),
      ];
      return block(lines.join('\n\n'));
    },
  );
}

function addPlayerRules(add: Add, { notes }: Conversion): void {
  add(
    'frame',
    (node) => node.nodeName === 'IFRAME',
    (_content, frame) => {
      const address = httpAddress(frame.getAttribute('src'));
      const page = address && embedOf(address)?.page;
      if (page) return block(page);
      // An embed figure says what became of its frame.
      if (!frame.closest(EMBED_FIGURE))
        notes.add(`Left out: an embedded frame ${address ? `from ${hostOf(address)}` : 'with no address'}`);
      return '';
    },
  );
  add(
    'embedFigure',
    (node) => node.matches(EMBED_FIGURE) && Boolean(embedAddress(node)),
    (_content, figure) => {
      const address = embedAddress(figure)!;
      const title = words(figure.querySelector('figcaption')?.textContent);
      const page = embedOf(address)?.page;
      if (!page) notes.add(`Kept as a link: an embed from ${hostOf(address)}`);
      // A link's words are the facade's title.
      return block(page && !title ? page : `[${inline(title ?? address)}](${destination(page ?? address)})`);
    },
  );
  add(
    'loneEmbed',
    (node) => node.nodeName === 'P' && Boolean(loneEmbed(node)),
    (_content, paragraph) => block(loneEmbed(paragraph)!.page),
  );
  add(
    'media',
    (node) => node.matches(MEDIA) && !node.parentNode?.closest(MEDIA),
    (_content, holder) => {
      const media = holder.matches('video, audio') ? holder : holder.querySelector('video, audio');
      const kind = holder.matches('audio, .wp-block-audio, .kg-audio-card') ? 'an audio file' : 'a video file';
      const address = media?.getAttribute('src') || media?.querySelector('source')?.getAttribute('src');
      if (!address) {
        notes.add(`Left out: ${kind} with no address`);
        return '';
      }
      notes.add(`Left out: ${kind} (${address}); a link to it stands in its place`);
      const name = words(holder.querySelector('figcaption')?.textContent) ?? address.split('/').pop() ?? address;
      return block(`[${inline(name)}](${destination(address)})`);
    },
  );
  add(
    'bookmark',
    (node) => node.matches('.kg-bookmark-card'),
    (_content, card) => {
      const href = card.querySelector('a[href]')?.getAttribute('href');
      const title = words(card.querySelector('.kg-bookmark-title')?.textContent) ?? href;
      return href ? block(`[${inline(title ?? href)}](${destination(href)})`) : '';
    },
  );
}

function converter(conversion: Conversion): TurndownService {
  const service = new TurndownService({
    headingStyle: 'atx',
    hr: '---',
    bulletListMarker: '-',
    codeBlockStyle: 'fenced',
    emDelimiter: '_',
    keepReplacement: (_content, node) => {
      const element = asElement(node);
      const tag = element.nodeName.toLowerCase();
      conversion.notes.add(`Kept as HTML: ${/^[aeio]/.test(tag) ? 'an' : 'a'} <${tag}> element`);
      return KEPT_BLOCKS.has(element.nodeName) ? block(keptHtml(element)) : keptHtml(element);
    },
  });
  service.use(gfm);
  // Words about a tag (`<details>`) or an entity (`&amp;`) stay words, not markup.
  const escape = service.escape.bind(service);
  service.escape = (text) => escape(text).replace(/<(?=[a-z/!?])|&(?=#?\w+;)/gi, '\\$&');
  // Drawn icons: Ghost's cards are full of them.
  service.remove((node) => asElement(node).nodeName.toLowerCase() === 'svg');
  // A classic gallery's items are `<dl>`s.
  service.keep((node) => KEPT.has(asElement(node).nodeName) && !asElement(node).closest(GALLERY));
  // Turndown asks the rules last added first, before its own and the plugin's.
  const add: Add = (key, filter, replacement) => {
    service.addRule(key, {
      filter: (node) => filter(asElement(node)),
      replacement: (content, node) => replacement(content, asElement(node)),
    });
  };
  addTextRules(add, conversion);
  addPictureRules(add, conversion);
  addPlayerRules(add, conversion);
  return service;
}

/** At most one blank line in a row, no spaces ending a block or a quotation's blank line, one newline at the end. */
function tidy(markdown: string): string {
  const text = markdown
    .replace(/^[ \t\u00a0]+$/gm, '')
    .replace(/^([> ]*>) +$/gm, '$1')
    .replace(/[ \t\u00a0]+(?=\n\n)/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text ? `${text}\n` : '';
}

/**
 * A WordPress or Ghost post's HTML (WordPress's shortcodes already expanded by its reader) as the
 * Markdown the site renders: turndown with GitHub's tables and strikethrough, and rules for pictures,
 * galleries and players. What Markdown cannot say is kept as HTML the stored-text sanitizer allows,
 * or left out; either way a note says so.
 */
export function htmlToMarkdown(html: string): ConvertedBody {
  const notes: Notes = new Set();
  const root = parse(html);
  dropEventHandlers(root, notes);
  collapseSpaceRuns(root);
  const found: SourcePicture[] = [];
  const pictures: SourcePicture[] = [];
  const markdown = converter({ notes, found, marks: new Map() })
    .turndown(root)
    .replace(MARK, (_whole, index: string) => {
      const picture = found[Number(index)]!;
      pictures.push(picture);
      return pictureMarkdown(picture);
    });
  for (const picture of found)
    if (!pictures.includes(picture))
      notes.add(`Left out: the picture ${picture.address}, inside something kept as HTML or left out`);
  return { markdown: tidy(markdown), pictures, notes: [...notes] };
}
