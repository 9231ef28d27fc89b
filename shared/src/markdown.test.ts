import { describe, expect, it } from 'vitest';
import { renderArticle, renderMarkdown } from './markdown';
import { sanitizeMarkdown } from './sanitize';

describe('renderMarkdown', () => {
  it('renders Markdown and removes anything unsafe', () => {
    const html = renderMarkdown(
      '## Hi\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)> <script>y()</script>\n\n[site](https://visitkyoto.jp)',
    );
    expect(html).toContain('<h2 id="hi" dir="auto">Hi</h2>');
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
      '<h2 id="anwan" dir="auto">عنوان</h2>\n<p dir="auto">שלום עולם</p>\n<ul>\n<li dir="auto">one</li>\n</ul>\n<blockquote dir="auto">\n<p dir="auto">quote</p>\n</blockquote>\n',
    );
  });
});

describe('renderArticle', () => {
  const guide = [
    '## Getting there',
    'By train from Osaka.',
    '### By *bus*',
    'Slow but cheap.',
    '## Where to stay',
    'Ryokan.',
    '## Getting there',
    'Again, for the way home.',
    '## Main',
    'Reserved word.',
    '## Questions',
    'The page has its own.',
  ].join('\n\n');

  it('gives every heading a stable, unique id made from its words', () => {
    const { html } = renderArticle(guide);
    expect([...html.matchAll(/<h\d[^>]* id="([^"]+)"/g)].map(([, id]) => id)).toEqual([
      'getting-there',
      'by-bus',
      'where-to-stay',
      'getting-there-2',
      'main-section',
      'questions-section',
    ]);
    expect(renderArticle(guide).html).toBe(html);
  });

  it('lists the top-level sections of a story with three or more, as readers see their words', () => {
    expect(renderArticle(guide).toc).toEqual([
      { id: 'getting-there', text: 'Getting there' },
      { id: 'where-to-stay', text: 'Where to stay' },
      { id: 'getting-there-2', text: 'Getting there' },
      { id: 'main-section', text: 'Main' },
      { id: 'questions-section', text: 'Questions' },
    ]);
    expect(renderArticle('## **Bold** `code` step\n\n## Two\n\n## Three').toc[0]).toEqual({
      id: 'bold-code-step',
      text: 'Bold code step',
    });
  });

  it('gives a story with fewer than three sections no table of contents', () => {
    expect(renderArticle('## One\n\n### One and a half\n\n### One and three quarters\n\n## Two').toc).toEqual([]);
  });

  it("gives readers only the renderer's own ids: a stored story cannot carry one in raw HTML", () => {
    const stored = sanitizeMarkdown('<h2 id="main" onclick="x()">Raw</h2>\n\n## Typed');
    const { html } = renderArticle(stored);
    expect(html).toContain('<h2>Raw</h2>');
    expect(html).toContain('<h2 id="typed" dir="auto">Typed</h2>');
  });
});
