import { describe, expect, it, vi } from 'vitest';
import { renderArticle } from '@journey-canvas/shared';
import { articleHtml } from './article-html.server';

describe('articleHtml', () => {
  it('renders and sanitizes a version of a post once, and a new version again', () => {
    const render = vi.fn(renderArticle);
    const post = {
      documentId: 'doc-memo',
      updatedAt: '2026-01-01T00:00:00.000Z',
      content: '## Kyoto\n\n<script>x()</script>By rail.',
    };
    const body = articleHtml(post, render);
    expect(body).toEqual(renderArticle(post.content));
    expect(body.html).not.toContain('<script');
    expect(articleHtml(post, render)).toBe(body);
    expect(render).toHaveBeenCalledTimes(1);
    const edited = { ...post, updatedAt: '2026-01-02T00:00:00.000Z', content: '## Osaka\n\n## Nara\n\n## Kobe' };
    expect(articleHtml(edited, render).toc.map((entry) => entry.id)).toEqual(['osaka', 'nara', 'kobe']);
    expect(render).toHaveBeenCalledTimes(2);
  });
});
