import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders Markdown and removes anything unsafe', () => {
    const html = renderMarkdown(
      '## Hi\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)> <script>y()</script>\n\n[site](https://visitkyoto.jp)',
    );
    expect(html).toContain('<h2 dir="auto">Hi</h2>');
    expect(html).not.toMatch(/href="javascript:|onerror|<script/);
    expect(html).toContain('<a href="https://visitkyoto.jp" rel="noopener noreferrer">site</a>');
  });

  it('lets pictures in a story load lazily', () => {
    expect(renderMarkdown('![Gion at night](https://cms.example/uploads/gion.jpg)')).toContain(
      '<img src="https://cms.example/uploads/gion.jpg" alt="Gion at night" loading="lazy" decoding="async" />',
    );
  });

  it('starts headings at h2 and never skips a level going down, below the page title', () => {
    const html = renderMarkdown('# Kyoto\n\n#### Where to stay\n\n### Ryokan\n\n## Getting there\n\n##### By train');
    expect([...html.matchAll(/<(h\d)[^>]*>([^<]+)</g)].map(([, tag, text]) => `${tag} ${text}`)).toEqual([
      'h2 Kyoto',
      'h3 Where to stay',
      'h3 Ryokan',
      'h2 Getting there',
      'h3 By train',
    ]);
  });

  it('lets every block of text find its own direction', () => {
    expect(renderMarkdown('## عنوان\n\nשלום עולם\n\n- one\n\n> quote')).toBe(
      '<h2 dir="auto">عنوان</h2>\n<p dir="auto">שלום עולם</p>\n<ul>\n<li dir="auto">one</li>\n</ul>\n<blockquote dir="auto">\n<p dir="auto">quote</p>\n</blockquote>\n',
    );
  });
});
