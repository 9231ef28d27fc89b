import type { SourcePicture } from '../source-story';

/** The export's pictures, as a gallery shortcode finds them. */
export interface GalleryPictures {
  /** By attachment id. */
  byId: ReadonlyMap<string, SourcePicture>;
  /** The ids of those uploaded to the post: a `[gallery]` naming none shows them. */
  attached: string[];
}

type Notes = Set<string>;

/** `name="value"`, `name='value'` or `name=value` among a shortcode's attributes. */
function attributeOf(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'\\]]+))`).exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** As WordPress's `img_caption_shortcode` reads it: the picture, perhaps in a link, then the caption's words. */
const CAPTIONED = /^\s*((?:<a [^>]+>\s*)?<img [^>]+>(?:\s*<\/a>)?)([\s\S]*)$/i;

function captionShortcode(attributes: string, body: string): string {
  const [, picture = body, words = ''] = CAPTIONED.exec(body) ?? [];
  return `<figure class="wp-caption">${picture}<figcaption>${attributeOf(attributes, 'caption') ?? words.trim()}</figcaption></figure>`;
}

const figure = ({ address, alt = '', caption }: SourcePicture) =>
  `<figure><img src="${escapeHtml(address)}" alt="${escapeHtml(alt)}">` +
  `${caption ? `<figcaption>${escapeHtml(caption)}</figcaption>` : ''}</figure>`;

function galleryShortcode(attributes: string, { byId, attached }: GalleryPictures, notes: Notes): string {
  const named = (attributeOf(attributes, 'ids') ?? attributeOf(attributes, 'include') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const ids = named.length > 0 ? named : attached;
  const pictures = ids.flatMap((id) => byId.get(id) ?? []);
  if (ids.length === 0)
    notes.add('Left out: a gallery shortcode naming no pictures, with none attached to the post in the export');
  else if (pictures.length === 0)
    notes.add(`Left out: a gallery shortcode naming pictures by id ${ids.join(', ')} that the export does not hold`);
  else if (pictures.length < ids.length)
    notes.add(
      `Left out: ${ids.length - pictures.length} of the ${ids.length} pictures of a gallery shortcode (ids ${ids.join(', ')}) that the export does not hold`,
    );
  return pictures.length > 0 ? `<figure class="wp-block-gallery">${pictures.map(figure).join('')}</figure>` : '';
}

const embedShortcode = (address: string) =>
  `<figure class="wp-block-embed"><div class="wp-block-embed__wrapper">${address.trim()}</div></figure>`;

/** The file a `[video]` names, under whichever attribute its format uses; the converter notes the link left. */
function videoShortcode(attributes: string): string {
  const address = ['src', 'mp4', 'm4v', 'webm', 'ogv', 'mov'].map((name) => attributeOf(attributes, name)).find(Boolean);
  return `<video src="${escapeHtml(address ?? '')}"></video>`;
}

/** `[name attributes]` and `[/name]`; a bare `[word]` counts only when closed further on, so `[sic]` stays text. */
const SHORTCODE = /\[(\/?)([a-z][\w-]*)(\s[^\]]*)?\]/g;
const MEDIA_SHORTCODES = new Set(['audio', 'playlist']);

/** Shortcodes nothing here knows: their tags go, any words they enclose stay. */
function leaveOutShortcodes(html: string, notes: Notes): string {
  const seen = new Set<string>();
  return html.replace(SHORTCODE, (whole, closing: string, name: string, attributes = '') => {
    const isShortcode = closing
      ? seen.has(name)
      : MEDIA_SHORTCODES.has(name) || attributes.includes('=') || html.includes(`[/${name}]`);
    if (!isShortcode) return whole;
    seen.add(name);
    notes.add(`Left out: the shortcode [${name}]`);
    return '';
  });
}

/** HTML comments, Gutenberg's blocks among them: nothing in their JSON may read as a shortcode. */
const COMMENT = /<!--[\s\S]*?-->/g;
const SET_ASIDE = /\uE002(\d+)\uE003/g;

function expandOutsideComments(html: string, expand: (text: string) => string): string {
  const comments: string[] = [];
  const text = html.replace(COMMENT, (comment) => `\uE002${comments.push(comment) - 1}\uE003`);
  return expand(text).replace(SET_ASIDE, (_whole, index: string) => comments[Number(index)]!);
}

/**
 * WordPress expands shortcodes when it shows a post, so an export holds them as typed. Each becomes
 * HTML the converter reads (a figure, a gallery, an embed, a player) or is left out, with a note.
 */
export function expandShortcodes(html: string, gallery: GalleryPictures): { html: string; notes: string[] } {
  const notes: Notes = new Set();
  const expanded = expandOutsideComments(html, (text) =>
    leaveOutShortcodes(
      text
        .replace(/\[(?:wp_)?caption(\s[^\]]*)?\]([\s\S]*?)\[\/(?:wp_)?caption\]/g, (_whole, attributes = '', body: string) =>
          captionShortcode(attributes, body),
        )
        .replace(/\[embed(?:\s[^\]]*)?\]([\s\S]*?)\[\/embed\]/g, (_whole, address: string) => embedShortcode(address))
        .replace(/\[video(\s[^\]]*)?\](?:\s*\[\/video\])?/g, (_whole, attributes = '') => videoShortcode(attributes))
        .replace(/\[gallery(\s[^\]]*)?\]/g, (_whole, attributes = '') => galleryShortcode(attributes, gallery, notes)),
      notes,
    ),
  );
  return { html: expanded, notes: [...notes] };
}
