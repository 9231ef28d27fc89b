import type MarkdownIt from 'markdown-it';
import type { RenderOptions } from './render-options';

/** `![alt](address "caption")`: its alt text and its address. */
const MARKDOWN_PICTURE = /!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?/g;

/** Each picture written into a story, found without parsing (a hint for checks and look-ups, not a renderer). */
export const picturesWritten = (markdown: string) =>
  [...markdown.matchAll(MARKDOWN_PICTURE)].map((match) => ({ alternativeText: match[1]!, address: match[2]! }));

type Children = NonNullable<Parameters<NonNullable<MarkdownIt['renderer']['rules']['image']>>[0][number]['children']>;

/** The words of the alt text, escaped characters (`\\[`) included, which markdown-it's own text leaves out. */
const altText = (children: Children): string =>
  children
    .map((child) =>
      child.type === 'image'
        ? altText(child.children ?? [])
        : /^(text|text_special|code_inline)$/.test(child.type)
          ? child.content
          : '',
    )
    .join('');

/** A picture in the story's column, as wide as the featured picture above it (ArticleView.tsx). */
export const COLUMN_SIZES = '(min-width: 900px) 860px, 100vw';

/** One picture as the story writes it: its address, alt text and caption. */
export interface StoryPicture {
  src: string;
  alt: string;
  caption?: string;
}

/** The `<img>`, inside a `<picture>` with AVIF and WebP when the page knows the media library's sizes for it. */
export function pictureHtml(
  markdown: MarkdownIt,
  picture: StoryPicture,
  env: RenderOptions,
  { sizesAttribute = COLUMN_SIZES, title = false } = {},
): string {
  const escape = markdown.utils.escapeHtml;
  const sizes = (env.target ?? 'page') === 'page' ? env.pictureSizes?.(picture.src) : undefined;
  const attributes = [
    `src="${escape(picture.src)}"`,
    `alt="${escape(picture.alt)}"`,
    ...(title && picture.caption ? [`title="${escape(picture.caption)}"`] : []),
    ...(sizes
      ? [`width="${sizes.width}"`, `height="${sizes.height}"`, `srcset="${escape(sizes.srcset)}"`, `sizes="${sizesAttribute}"`]
      : []),
    'loading="lazy"',
    'decoding="async"',
  ];
  const img = `<img ${attributes.join(' ')} />`;
  if (!sizes?.sources.length) return img;
  const sources = sizes.sources.map(
    (source) => `<source type="${escape(source.type)}" srcset="${escape(source.srcset)}" sizes="${sizesAttribute}" />`,
  );
  return `<picture>${sources.join('')}${img}</picture>`;
}

/** The picture an `image` token stands for; the caption is its Markdown title. */
export const storyPicture = (token: Children[number]): StoryPicture => ({
  src: token.attrGet('src') ?? '',
  alt: altText(token.children ?? []),
  caption: token.attrGet('title')?.trim() || undefined,
});

/** A figure with its caption, as a lone picture with a caption is shown (and every gallery picture in a feed). */
export const figureHtml = (markdown: MarkdownIt, picture: StoryPicture, env: RenderOptions) =>
  `<figure>${pictureHtml(markdown, picture, env)}<figcaption>${markdown.utils.escapeHtml(picture.caption ?? '')}</figcaption></figure>\n`;

/**
 * `![alt](/uploads/file.jpg "Caption")` alone in its paragraph is a figure with its caption; every
 * picture is lazy, and on the page one the media library knows offers its sizes and AVIF and WebP.
 */
export function usePictures(markdown: MarkdownIt): void {
  markdown.core.ruler.push('lone_pictures', (state) => {
    state.tokens.forEach((token, i) => {
      const inline = state.tokens[i + 1];
      const children = inline?.children?.filter((child) => !(child.type === 'text' && child.content.trim() === '')) ?? [];
      const [picture] = children;
      if (token.type !== 'paragraph_open' || children.length !== 1 || picture!.type !== 'image') return;
      if (!picture!.attrGet('title')?.trim()) return;
      token.hidden = true;
      state.tokens[i + 2]!.hidden = true;
      picture!.meta = { figure: true };
    });
  });

  markdown.renderer.rules.image = (tokens, i, _options, env: RenderOptions) => {
    const token = tokens[i]!;
    const picture = storyPicture(token);
    const figure = (token.meta as { figure?: boolean } | null)?.figure === true && picture.caption;
    return figure ? figureHtml(markdown, picture, env) : pictureHtml(markdown, picture, env, { title: true });
  };
}
