import MarkdownIt from 'markdown-it';
import { sanitizeRenderedHtml } from './sanitize';

/**
 * The site's Markdown renderer, made on first use: nothing runs when this module is merely
 * imported, so a bundle that never renders Markdown (the admin's first screen) leaves it out.
 */
const DIRECTED_BLOCKS = new Set(['paragraph_open', 'heading_open', 'blockquote_open', 'list_item_open', 'th_open', 'td_open']);

function createRenderer(): MarkdownIt {
  const markdown = new MarkdownIt({ html: true, linkify: true, typographer: true });

  // Links that leave the site open in place like any other link; `noopener noreferrer` hands the
  // linked site neither this page's address nor a handle on its window.
  const defaultLinkOpen =
    markdown.renderer.rules.link_open ?? ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options));
  markdown.renderer.rules.link_open = (tokens, i, options, env, self) => {
    const href = tokens[i]!.attrGet('href') ?? '';
    if (/^https?:\/\//.test(href)) tokens[i]!.attrSet('rel', 'noopener noreferrer');
    return defaultLinkOpen(tokens, i, options, env, self);
  };

  // Pictures in a story sit below the featured image, so they load as the reader scrolls to them.
  const defaultImage = markdown.renderer.rules.image!;
  markdown.renderer.rules.image = (tokens, i, options, env, self) => {
    tokens[i]!.attrSet('loading', 'lazy');
    tokens[i]!.attrSet('decoding', 'async');
    return defaultImage(tokens, i, options, env, self);
  };

  // The article's title is the page's only h1: a story's headings start at h2 and never skip a level
  // going down, whatever levels its author typed, so the page outline stays whole.
  markdown.core.ruler.push('article_outline', (state) => {
    let previous = 1;
    state.tokens.forEach((token, i) => {
      if (token.type !== 'heading_open') return;
      const level = Math.min(Math.max(Number(token.tag.slice(1)), 2), previous + 1);
      token.tag = `h${level}`;
      // markdown-it writes every heading as heading_open, inline, heading_close.
      state.tokens[i + 2]!.tag = token.tag;
      previous = level;
    });
  });

  // Readers' text may be written in any script: each block takes its direction from its own words.
  markdown.core.ruler.push('text_direction', (state) => {
    for (const token of state.tokens) if (DIRECTED_BLOCKS.has(token.type)) token.attrSet('dir', 'auto');
  });
  return markdown;
}

let renderer: MarkdownIt | undefined;

/**
 * A post's Markdown as safe HTML: rendered by markdown-it, then held to the shared allowlist. The
 * one renderer for the site's articles and the admin's preview, so an editor sees what readers will.
 */
export function renderMarkdown(source: string): string {
  renderer ??= createRenderer();
  return sanitizeRenderedHtml(renderer.render(source));
}
