import type { CalloutKind } from '@journey-canvas/shared';

/** What the editor's toolbar writes into a story, so nobody has to learn the syntax. */
export type ContentAction =
  | 'heading'
  | 'bold'
  | 'link'
  | 'list'
  | 'footnote'
  | { callout: CalloutKind }
  | { picture: ChosenPicture }
  | { gallery: ChosenPicture[] }
  | { embed: ChosenEmbed };

/** A library picture as the editor described it for this story. */
export interface ChosenPicture {
  url: string;
  alt: string;
  caption: string;
}

/** Markdown's brackets and quotes kept as text, and one line: alt text and caption never end the picture early. */
const inBrackets = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\[\]]/g, '\\$&');
const inQuotes = (text: string) => text.replace(/\s+/g, ' ').trim().replace(/[\\"]/g, '\\$&');

/** `![alt](url "caption")`: a figure with its caption on the page. */
export const pictureMarkdown = ({ url, alt, caption }: ChosenPicture) =>
  `![${inBrackets(alt)}](${url}${caption.trim() ? ` "${inQuotes(caption)}"` : ''})`;

/** A YouTube, Vimeo or OpenStreetMap address with the title and poster readers see before pressing play. */
export interface ChosenEmbed {
  address: string;
  title: string;
  poster?: ChosenPicture;
}

/** `[![poster](url) Title](address)`, alone on its line: a facade on the page, a link with its poster in feeds. */
export function embedMarkdown({ address, title, poster }: ChosenEmbed): string {
  const words = inBrackets(title);
  if (!poster && !words) return address.trim();
  return `[${poster ? `${pictureMarkdown({ ...poster, caption: '' })}${words ? ' ' : ''}` : ''}${words}](${address.trim()})`;
}

export interface Edited {
  text: string;
  /** The new selection: the words to type over, or the cursor when both are equal. */
  selection: [number, number];
}

const lineStart = (text: string, at: number) => text.lastIndexOf('\n', at - 1) + 1;

/** Each line of the selection (or the cursor's line) starts with `prefix`. */
function prefixLines(text: string, start: number, end: number, prefix: string): Edited {
  const from = lineStart(text, start);
  const lines = text
    .slice(from, end)
    .split('\n')
    .map((line) => (line.startsWith(prefix) ? line : `${prefix}${line}`));
  const block = lines.join('\n');
  return { text: text.slice(0, from) + block + text.slice(end), selection: [from + block.length, from + block.length] };
}

/** `before` and `after` around the selection, or around `placeholder`, which is then selected to type over. */
function wrap(text: string, start: number, end: number, before: string, after: string, placeholder: string): Edited {
  const inner = text.slice(start, end) || placeholder;
  const selected = start === end;
  const next = text.slice(0, start) + before + inner + after + text.slice(end);
  const innerStart = start + before.length;
  return {
    text: next,
    selection: selected
      ? [innerStart, innerStart + inner.length]
      : [innerStart + inner.length + after.length, innerStart + inner.length + after.length],
  };
}

/** A block stands alone: a blank line before and after it. */
function asBlock(text: string, start: number, end: number, block: (inner: string) => string, placeholder: string): Edited {
  const before = text.slice(0, start).replace(/\s*$/, '');
  const after = text.slice(end).replace(/^\s*/, '');
  const inner = text.slice(start, end).trim() || placeholder;
  const head = before ? `${before}\n\n` : '';
  const written = block(inner);
  const innerStart = head.length + written.indexOf(inner);
  return {
    text: `${head}${written}${after ? `\n\n${after}` : '\n'}`,
    selection: [innerStart, innerStart + inner.length],
  };
}

/** The next footnote's number: one more than the highest used. */
function nextNote(text: string): number {
  const used = [...text.matchAll(/\[\^(\d+)\]/g)].map((match) => Number(match[1]));
  return Math.max(0, ...used) + 1;
}

/** Pictures go in after the selection as a block of their own, the cursor after them, ready for the next paragraph. */
function insertBlock(text: string, end: number, block: string): Edited {
  const edited = asBlock(text, end, end, () => block, block);
  return { ...edited, selection: [edited.selection[1], edited.selection[1]] };
}

export function applyContentAction(text: string, [start, end]: [number, number], action: ContentAction): Edited {
  if (typeof action === 'object' && 'picture' in action) return insertBlock(text, end, pictureMarkdown(action.picture));
  // One picture a line: a grid on the page, its pictures one after another in feeds.
  if (typeof action === 'object' && 'gallery' in action)
    return insertBlock(text, end, `::: gallery\n${action.gallery.map(pictureMarkdown).join('\n')}\n:::`);
  if (typeof action === 'object' && 'embed' in action) return insertBlock(text, end, embedMarkdown(action.embed));
  if (typeof action === 'object') {
    return asBlock(text, start, end, (inner) => `::: ${action.callout}\n${inner}\n:::`, 'Your tip, note or warning');
  }
  switch (action) {
    case 'heading':
      return prefixLines(text, start, end, '## ');
    case 'list':
      return prefixLines(text, start, end, '- ');
    case 'bold':
      return wrap(text, start, end, '**', '**', 'bold text');
    case 'link':
      return wrap(text, start, end, '[', '](https://)', 'link text');
    case 'footnote': {
      const note = nextNote(text);
      const withMark = `${text.slice(0, end)}[^${note}]${text.slice(end)}`.replace(/\s*$/, '');
      const definition = `\n\n[^${note}]: `;
      const placeholder = 'The source of this fact.';
      const written = `${withMark}${definition}${placeholder}\n`;
      const at = withMark.length + definition.length;
      return { text: written, selection: [at, at + placeholder.length] };
    }
  }
}
