import MarkdownIt from 'markdown-it';
import anchor from 'markdown-it-anchor';
import container from 'markdown-it-container';
import footnote from 'markdown-it-footnote';
import slugifyText from 'slugify';
import { CALLOUTS } from './callouts';
import type { RenderOptions } from './render-options';
import { sanitizeRenderedHtml } from './sanitize';
import { useEmbeds } from './story-embeds';
import { galleryPictureCounts, useGalleries } from './story-galleries';
import { usePictures } from './story-pictures';

/** The renderer is made on first use, so a bundle that never renders Markdown (the admin's first screen) leaves it out. */
const DIRECTED_BLOCKS = new Set(['paragraph_open', 'heading_open', 'blockquote_open', 'list_item_open', 'th_open', 'td_open']);

function useCallouts(markdown: MarkdownIt): void {
  for (const [kind, label] of Object.entries(CALLOUTS)) {
    markdown.use(container, kind, {
      // Only the name on the opening line: `::: tip` and `:::tip`; other words make it plain text.
      validate: (params: string) => params.trim() === kind,
      render: (tokens: { nesting: number }[], i: number, _options: unknown, env: RenderOptions) => {
        const opening = tokens[i]!.nesting === 1;
        if ((env.target ?? 'page') !== 'page')
          return opening ? `<blockquote>\n<p><strong>${label}:</strong></p>\n` : '</blockquote>\n';
        return opening
          ? `<aside class="callout callout-${kind}" role="note" aria-label="${label}">\n<p class="callout-title" aria-hidden="true">${label}</p>\n`
          : '</aside>\n';
      },
    });
  }
}

const FOOTNOTES_HEADING_ID = 'footnotes-heading';

/** `[^1]` marks and their notes; the notes close the story under a "Notes" heading with links back. */
function useFootnotes(markdown: MarkdownIt): void {
  markdown.use(footnote);
  const rules = markdown.renderer.rules;
  // The same number wherever a note is cited again; its own id tells the marks apart.
  rules.footnote_caption = (tokens, i) => String((tokens[i]!.meta as { id: number }).id + 1);
  const defaultAnchor = rules.footnote_anchor!;
  rules.footnote_anchor = (tokens, i, options, env, self) =>
    defaultAnchor(tokens, i, options, env, self).replace(
      'class="footnote-backref"',
      'class="footnote-backref" aria-label="Back to the text"',
    );
  rules.footnote_block_open = () =>
    `<section class="footnotes" aria-labelledby="${FOOTNOTES_HEADING_ID}">\n<h2 id="${FOOTNOTES_HEADING_ID}">Notes</h2>\n<ol class="footnotes-list">\n`;
  rules.footnote_block_close = () => '</ol>\n</section>\n';
}

function createRenderer(): MarkdownIt {
  const markdown = new MarkdownIt({ html: true, linkify: true, typographer: true });
  useCallouts(markdown);
  useFootnotes(markdown);
  usePictures(markdown);
  useGalleries(markdown);
  useEmbeds(markdown);

  // External links open in place; `noopener noreferrer` gives the other site neither our address nor our window.
  const defaultLinkOpen =
    markdown.renderer.rules.link_open ?? ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options));
  markdown.renderer.rules.link_open = (tokens, i, options, env, self) => {
    const href = tokens[i]!.attrGet('href') ?? '';
    if (/^https?:\/\//.test(href)) tokens[i]!.attrSet('rel', 'noopener noreferrer');
    return defaultLinkOpen(tokens, i, options, env, self);
  };

  // The title is the page's only h1: headings start at h2 and never skip a level going down.
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

  // After the outline rule, so the table of contents links to the levels readers see.
  markdown.use(anchor, { slugify: headingId, uniqueSlugStartIndex: 2, tabIndex: false });

  // Text may be in any script: each block takes its direction from its own words.
  markdown.core.ruler.push('text_direction', (state) => {
    for (const token of state.tokens) if (DIRECTED_BLOCKS.has(token.type)) token.attrSet('dir', 'auto');
  });
  return markdown;
}

/** Ids the page around a story uses for its own parts (skip link, questions, navigation, landmarks) and its galleries. */
const PAGE_IDS = /^(?:main|questions|question-.*|nav-.*|menu-.*|newsletter-.*|footer-.*|gallery-.*|.*-heading)$/;

/** A heading that would take one of the page's own ids gets `-section`, so no link or label can be stolen. */
function headingId(text: string): string {
  const slug = slugifyText(text, { lower: true, strict: true, trim: true }).slice(0, 60).replace(/-+$/, '') || 'section';
  return PAGE_IDS.test(slug) ? `${slug}-section` : slug;
}

let renderer: MarkdownIt | undefined;

/** The footnotes' own section closes the contents too, as it closes the story. */
const notesSection = (tokens: { type: string }[]): TocEntry[] =>
  tokens.some((token) => token.type === 'footnote_block_open') ? [{ id: FOOTNOTES_HEADING_ID, text: 'Notes' }] : [];

export interface TocEntry {
  id: string;
  text: string;
}

/** A story gets a table of contents from this many top-level (`##`) sections up. */
export const TOC_MIN_SECTIONS = 3;

/** The one renderer for the site and the admin's preview, so an editor sees what readers will. */
export function renderArticle(source: string, options: RenderOptions = {}): { html: string; toc: TocEntry[] } {
  renderer ??= createRenderer();
  const env: RenderOptions = { ...options };
  const tokens = renderer.parse(source, env);
  const sections = tokens.flatMap((token, i) => {
    if (token.type !== 'heading_open' || token.tag !== 'h2') return [];
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
    html: sanitizeRenderedHtml(renderer.renderer.render(tokens, renderer.options, env)),
    toc: sections.length >= TOC_MIN_SECTIONS ? [...sections, ...notesSection(tokens)] : [],
  };
}

/** How many pictures each of a story's galleries holds, in order (the save rules' limit). */
export function galleriesOf(source: string): number[] {
  renderer ??= createRenderer();
  return galleryPictureCounts(renderer.parse(source, {}));
}

export function renderMarkdown(source: string, options: RenderOptions = {}): string {
  return renderArticle(source, options).html;
}
