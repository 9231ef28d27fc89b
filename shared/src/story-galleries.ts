import type MarkdownIt from 'markdown-it';
import type { StateCore, Token } from 'markdown-it';
import container from 'markdown-it-container';
import type { RenderOptions } from './render-options';
import { figureHtml, pictureHtml, storyPicture, type StoryPicture } from './story-pictures';

/** A grid cell: three a row in the story's column, two on a phone. */
const GRID_SIZES = '(min-width: 900px) 280px, 50vw';
/** The large view fills the screen. */
const VIEWER_SIZES = '100vw';

interface GalleryMeta {
  number: number;
  pictures: StoryPicture[];
}

/** A paragraph holding only pictures (one a line) gives them to the gallery; any other block stays as it is, after it. */
function picturesOf(inline: Token): StoryPicture[] | undefined {
  const children = (inline.children ?? []).filter(
    (child) => child.type !== 'softbreak' && child.type !== 'hardbreak' && !(child.type === 'text' && !child.content.trim()),
  );
  if (children.length === 0 || children.some((child) => child.type !== 'image')) return undefined;
  return children.map(storyPicture);
}

/** `::: gallery` … `:::` becomes one `story_gallery` token holding its pictures in order. */
function collectGalleries(state: StateCore): void {
  const tokens: Token[] = [];
  let number = 0;
  for (let i = 0; i < state.tokens.length; i++) {
    const open = state.tokens[i]!;
    if (open.type !== 'container_gallery_open') {
      tokens.push(open);
      continue;
    }
    let close = i + 1;
    while (
      close < state.tokens.length &&
      !(state.tokens[close]!.type === 'container_gallery_close' && state.tokens[close]!.level === open.level)
    )
      close++;
    const inside = state.tokens.slice(i + 1, close);
    const pictures: StoryPicture[] = [];
    const kept: Token[] = [];
    for (let j = 0; j < inside.length; j++) {
      const found = inside[j]!.type === 'paragraph_open' ? picturesOf(inside[j + 1]!) : undefined;
      if (found) {
        pictures.push(...found);
        j += 2;
      } else kept.push(inside[j]!);
    }
    const gallery = new state.Token('story_gallery', 'div', 0);
    gallery.block = true;
    gallery.map = open.map;
    gallery.meta = { number: ++number, pictures } satisfies GalleryMeta;
    tokens.push(...(pictures.length > 0 ? [gallery] : []), ...kept);
    i = close;
  }
  state.tokens = tokens;
}

/**
 * A grid of captioned pictures, each a link to its large view: a slide of a full-screen strip shown
 * while one of its slides is the address's `:target`, with links to the previous and next picture
 * and back. No script: keyboard and touch follow links, and the strip swipes (site.css).
 */
function galleryHtml(markdown: MarkdownIt, { number, pictures }: GalleryMeta, env: RenderOptions): string {
  if ((env.target ?? 'page') !== 'page') return pictures.map((picture) => figureHtml(markdown, picture, env)).join('');
  const escape = markdown.utils.escapeHtml;
  const id = `gallery-${number}`;
  const slide = (index: number) => `${id}-${((index + pictures.length) % pictures.length) + 1}`;
  const caption = (picture: StoryPicture) => (picture.caption ? `<figcaption>${escape(picture.caption)}</figcaption>` : '');
  const cells = pictures.map(
    (picture, index) =>
      `<li><figure><a href="#${slide(index)}" class="story-gallery-open">${pictureHtml(markdown, picture, env, { sizesAttribute: GRID_SIZES })}</a>${caption(picture)}</figure></li>`,
  );
  const slides = pictures.map(
    (picture, index) =>
      `<figure class="story-gallery-slide" id="${slide(index)}">${pictureHtml(markdown, picture, env, { sizesAttribute: VIEWER_SIZES })}` +
      `<figcaption>${picture.caption ? `${escape(picture.caption)} · ` : ''}<span class="story-gallery-count">${index + 1} of ${pictures.length}</span></figcaption>` +
      `<p class="story-gallery-controls"><a href="#${slide(index - 1)}" class="story-gallery-previous" aria-label="Previous picture">‹</a>` +
      `<a href="#${id}" class="story-gallery-close" aria-label="Close the large view">×</a>` +
      `<a href="#${slide(index + 1)}" class="story-gallery-next" aria-label="Next picture">›</a></p></figure>`,
  );
  return (
    `<div class="story-gallery" id="${id}">\n` +
    `<ul class="story-gallery-grid" aria-label="Gallery of ${pictures.length} ${pictures.length === 1 ? 'picture' : 'pictures'}">${cells.join('')}</ul>\n` +
    `<div class="story-gallery-viewer">${slides.join('')}</div>\n</div>\n`
  );
}

export function useGalleries(markdown: MarkdownIt): void {
  // Only the name on the opening line, as for callouts; the container's own output is never rendered.
  markdown.use(container, 'gallery', { validate: (params: string) => params.trim() === 'gallery' });
  markdown.core.ruler.push('story_galleries', collectGalleries);
  markdown.renderer.rules.story_gallery = (tokens, i, _options, env: RenderOptions) =>
    galleryHtml(markdown, tokens[i]!.meta as GalleryMeta, env);
}

/** How many pictures each gallery of a story holds, in order. */
export const galleryPictureCounts = (tokens: Token[]): number[] =>
  tokens.filter((token) => token.type === 'story_gallery').map((token) => (token.meta as GalleryMeta).pictures.length);

/** Whether rendered HTML holds a gallery, so the page adds the few lines that give its large view the arrow keys. */
export const hasGalleries = (html: string) => html.includes('class="story-gallery"');
