import { renderMarkdown } from '@journey-canvas/shared';
import type { Post } from './cms.server';

/** Versions kept; the least recently used go first. */
const MAX_VERSIONS = 500;
const rendered = new Map<string, string>();

/**
 * A post's content as safe HTML, rendered and sanitized once per version of the post (its
 * documentId and updatedAt), not on every render of its page. `renderMarkdown` itself stays the
 * one renderer, for anything that must render text no version names (a draft's preview).
 */
export function articleHtml(post: Pick<Post, 'documentId' | 'updatedAt' | 'content'>, render = renderMarkdown): string {
  const version = `${post.documentId}@${post.updatedAt}`;
  let html = rendered.get(version);
  if (html === undefined) {
    html = render(post.content);
    if (rendered.size >= MAX_VERSIONS) rendered.delete(rendered.keys().next().value!);
  } else {
    rendered.delete(version);
  }
  rendered.set(version, html);
  return html;
}
