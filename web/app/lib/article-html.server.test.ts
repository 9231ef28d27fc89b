import { describe, expect, it, vi } from 'vitest';
import { renderMarkdown } from '@journey-canvas/shared';
import { articleHtml } from './article-html.server';

describe('articleHtml', () => {
  it('renders and sanitizes a version of a post once, and a new version again', () => {
    const render = vi.fn(renderMarkdown);
    const post = {
      documentId: 'doc-memo',
      updatedAt: '2026-01-01T00:00:00.000Z',
      content: '## Kyoto\n\n<script>x()</script>By rail.',
    };
    const html = articleHtml(post, render);
    expect(html).toBe(renderMarkdown(post.content));
    expect(html).not.toContain('<script');
    expect(articleHtml(post, render)).toBe(html);
    expect(render).toHaveBeenCalledTimes(1);
    const edited = { ...post, updatedAt: '2026-01-02T00:00:00.000Z', content: '## Osaka' };
    expect(articleHtml(edited, render)).toContain('Osaka');
    expect(render).toHaveBeenCalledTimes(2);
  });
});
