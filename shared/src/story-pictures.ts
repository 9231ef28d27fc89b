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
const COLUMN_SIZES = '(min-width: 900px) 860px, 100vw';

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

  const escape = markdown.utils.escapeHtml;
  markdown.renderer.rules.image = (tokens, i, _options, env: RenderOptions) => {
    const token = tokens[i]!;
    const src = token.attrGet('src') ?? '';
    const alt = altText(token.children ?? []);
    const caption = token.attrGet('title')?.trim();
    const figure = (token.meta as { figure?: boolean } | null)?.figure === true && caption;
    const sizes = (env.target ?? 'page') === 'page' ? env.pictureSizes?.(src) : undefined;
    const attributes = [
      `src="${escape(src)}"`,
      `alt="${escape(alt)}"`,
      ...(caption && !figure ? [`title="${escape(caption)}"`] : []),
      ...(sizes
        ? [`width="${sizes.width}"`, `height="${sizes.height}"`, `srcset="${escape(sizes.srcset)}"`, `sizes="${COLUMN_SIZES}"`]
        : []),
      'loading="lazy"',
      'decoding="async"',
    ];
    const img = `<img ${attributes.join(' ')} />`;
    const picture = sizes?.sources.length
      ? `<picture>${sizes.sources.map((source) => `<source type="${escape(source.type)}" srcset="${escape(source.srcset)}" sizes="${COLUMN_SIZES}" />`).join('')}${img}</picture>`
      : img;
    return figure ? `<figure>${picture}<figcaption>${escape(caption)}</figcaption></figure>\n` : picture;
  };
}
