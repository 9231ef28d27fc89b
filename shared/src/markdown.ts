import MarkdownIt from 'markdown-it';
import anchor from 'markdown-it-anchor';
import slugifyText from 'slugify';
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

  // Every heading gets a stable id from its words (`where-to-stay`, then `where-to-stay-2`), after the
  // outline rule above, so the table of contents links to the levels readers see.
  markdown.use(anchor, { slugify: headingId, uniqueSlugStartIndex: 2, tabIndex: false });

  // Readers' text may be written in any script: each block takes its direction from its own words.
  markdown.core.ruler.push('text_direction', (state) => {
    for (const token of state.tokens) if (DIRECTED_BLOCKS.has(token.type)) token.attrSet('dir', 'auto');
  });
  return markdown;
}

/**
 * The ids the page around a story gives its own parts: the skip link's `main`, the questions'
 * section (a form's answer scrolls to `#questions`) and its fields, the navigation's, newsletter's
 * and footer's, and every landmark's `…-heading`.
 */
const PAGE_IDS = /^(?:main|questions|question-.*|nav-.*|menu-.*|newsletter-.*|footer-.*|.*-heading)$/;

/**
 * A heading's id: its words as a slug, `section` when none are Latin letters or digits. A heading
 * that would take one of the page's own ids gets `-section` added, so no link or label of the page
 * can be stolen.
 */
function headingId(text: string): string {
  const slug = slugifyText(text, { lower: true, strict: true, trim: true }).slice(0, 60).replace(/-+$/, '') || 'section';
  return PAGE_IDS.test(slug) ? `${slug}-section` : slug;
}

let renderer: MarkdownIt | undefined;

/** One entry of a story's table of contents: a top-level section's heading and its id. */
export interface TocEntry {
  id: string;
  text: string;
}

/** A story gets a table of contents from this many top-level (`##`) sections up. */
export const TOC_MIN_SECTIONS = 3;

/**
 * A post's Markdown as safe HTML, with its table of contents: the top-level sections (the headings
 * rendered as h2) when there are at least TOC_MIN_SECTIONS of them, none otherwise. The one renderer
 * for the site's articles and the admin's preview, so an editor sees what readers will.
 */
export function renderArticle(source: string): { html: string; toc: TocEntry[] } {
  renderer ??= createRenderer();
  const tokens = renderer.parse(source, {});
  const sections = tokens.flatMap((token, i) => {
    if (token.type !== 'heading_open' || token.tag !== 'h2') return [];
    // The words as readers see them: text and code, without Markdown's emphasis marks.
    const words = (tokens[i + 1]!.children ?? []).filter((child) => child.type === 'text' || child.type === 'code_inline');
    return [
      {
        id: token.attrGet('id') ?? '',
        text: words
          .map((child) => child.content)
          .join('')
          .trim(),
      },
    ];
  });
  return {
    html: sanitizeRenderedHtml(renderer.renderer.render(tokens, renderer.options, {})),
    toc: sections.length >= TOC_MIN_SECTIONS ? sections : [],
  };
}

/** A post's Markdown as safe HTML (see renderArticle). */
export function renderMarkdown(source: string): string {
  return renderArticle(source).html;
}
