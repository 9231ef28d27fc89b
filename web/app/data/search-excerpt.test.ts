import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Highlighted } from '../components/Highlighted';
import { highlight, searchExcerpt, type Segment } from './search-excerpt';

const html = (segments: Segment[]) => renderToStaticMarkup(createElement(Highlighted, { segments }));
const marked = (segments: Segment[]) => segments.filter((segment) => segment.mark).map((segment) => segment.text);

describe('highlight', () => {
  it('marks every form of a searched word, whatever its accents or case', () => {
    const segments = highlight('Hiking to the CAFÉ; we hiked, then a café au lait.', ['hike', 'cafe']);
    expect(marked(segments)).toEqual(['Hiking', 'CAFÉ', 'hiked', 'café']);
    expect(segments.map((segment) => segment.text).join('')).toBe('Hiking to the CAFÉ; we hiked, then a café au lait.');
  });

  it('leaves text without a match whole', () => {
    expect(highlight('Nothing here', ['kyoto'])).toEqual([{ text: 'Nothing here' }]);
  });
});

describe('searchExcerpt', () => {
  it('reads the plain text of the Markdown, not its marks, links or raw HTML', () => {
    const segments = searchExcerpt(
      '## Kyoto\n\nWe took **the [early train](https://example.com/kyoto)** to <span>Kyoto</span>.',
      ['kyoto'],
    );
    expect(segments.map((segment) => segment.text).join('')).toBe('Kyoto We took the early train to Kyoto .');
    expect(marked(segments)).toEqual(['Kyoto', 'Kyoto']);
  });

  it('shows the match in its sentence, cut at whole words with ellipses', () => {
    const before = 'Lorem ipsum dolor sit amet. '.repeat(10);
    const after = ' Sed do eiusmod tempor incididunt.'.repeat(10);
    const segments = searchExcerpt(`${before}The lanterns of Hoi An glow at dusk.${after}`, ['lanterns'], 120);
    const text = segments.map((segment) => segment.text).join('');
    expect(segments[0]).toEqual({ text: '…' });
    expect(segments.at(-1)).toEqual({ text: '…' });
    expect(text).toContain('The lanterns of Hoi An glow at dusk.');
    expect(text.length).toBeLessThanOrEqual(122);
    // Whole words at both ends.
    expect(text).toMatch(/^…(?:Lorem|ipsum|dolor|sit|amet\.) .* (?:Sed|do|eiusmod|tempor|incididunt\.)…$/);
  });

  it('opens the post when the match was in its title, author or category', () => {
    const segments = searchExcerpt('Fresh bread and strong coffee. '.repeat(20), ['maya'], 60);
    expect(marked(segments)).toEqual([]);
    expect(segments[0]!.text.startsWith('Fresh bread and strong coffee.')).toBe(true);
    expect(segments.at(-1)).toEqual({ text: '…' });
  });
});

describe('the rendered excerpt', () => {
  it('escapes the text and adds no markup but <mark>', () => {
    const content = 'Tom & Jerry <3 "Kyoto" <img src=x onerror=alert(1)> 5 < 6 > 4 &lt;mark&gt;';
    const rendered = html(searchExcerpt(content, ['kyoto']));
    expect(rendered).toBe('Tom &amp; Jerry &lt;3 &quot;<mark>Kyoto</mark>&quot; 5 &lt; 6 &gt; 4 &amp;lt;mark&amp;gt;');
  });

  it('keeps a searched word that looks like markup as text', () => {
    expect(html(highlight('<script>alert(1)</script>', ['script']))).toBe(
      '&lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt;',
    );
  });
});
