import MarkdownIt from 'markdown-it';
import { sanitizeRenderedHtml } from '@journey-canvas/shared';

const markdown = new MarkdownIt({ html: true, linkify: true, typographer: true });

// Links that leave the site open in a new tab without handing it the page.
const defaultLinkOpen = markdown.renderer.rules.link_open ?? ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options));
markdown.renderer.rules.link_open = (tokens, i, options, env, self) => {
  const href = tokens[i]!.attrGet('href') ?? '';
  if (/^https?:\/\//.test(href)) tokens[i]!.attrSet('rel', 'noopener noreferrer');
  return defaultLinkOpen(tokens, i, options, env, self);
};

/** A post's Markdown as safe HTML: rendered by markdown-it, then held to the shared allowlist. */
export function renderMarkdown(source: string): string {
  return sanitizeRenderedHtml(markdown.render(source));
}
