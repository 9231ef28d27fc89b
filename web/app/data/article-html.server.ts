import { renderArticle } from '@journey-canvas/shared';
import type { Post } from './client/schemas.server';

/** The least recently used go first. */
const MAX_VERSIONS = 500;
type Rendered = ReturnType<typeof renderArticle>;
const rendered = new Map<string, Rendered>();

/** Rendered and sanitized once per version (documentId and updatedAt), not on every render of its page. */
export function articleHtml(post: Pick<Post, 'documentId' | 'updatedAt' | 'content'>, render = renderArticle): Rendered {
  const version = `${post.documentId}@${post.updatedAt}`;
  let body = rendered.get(version);
  if (body === undefined) {
    body = render(post.content);
    if (rendered.size >= MAX_VERSIONS) rendered.delete(rendered.keys().next().value!);
  } else {
    rendered.delete(version);
  }
  rendered.set(version, body);
  return body;
}
