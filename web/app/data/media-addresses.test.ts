import { renderArticle } from '@journey-canvas/shared';
import { describe, expect, it } from 'vitest';
import { withMediaOrigin } from './media-addresses';

describe('withMediaOrigin', () => {
  it("gives a story's pictures and files under /uploads/ the CMS's address, and leaves every other address alone", () => {
    const { html } = renderArticle(
      '![Gion](/uploads/gion.jpg) [the map](/uploads/map.pdf) [guides](/tips-and-guides) [JR](https://japanrail.example/uploads/x)',
    );
    const pointed = withMediaOrigin(html, 'https://cms.jc.example');
    expect(pointed).toContain('<img src="https://cms.jc.example/uploads/gion.jpg" alt="Gion"');
    expect(pointed).toContain('href="https://cms.jc.example/uploads/map.pdf"');
    expect(pointed).toContain('href="/tips-and-guides"');
    expect(pointed).toContain('href="https://japanrail.example/uploads/x"');
  });
});
