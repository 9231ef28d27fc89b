import { renderArticle } from '@journey-canvas/shared';
import { describe, expect, it } from 'vitest';
import { storyPictureSizes } from './images';
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

describe("a story's pictures in the text", () => {
  it('get their sizes and AVIF and WebP sources from the library, each address served by the CMS', () => {
    const pictures = [
      {
        url: '/uploads/ferry.jpg',
        width: 1600,
        height: 1000,
        formats: {
          small: { url: '/uploads/small_ferry.jpg', width: 500, height: 313 },
          small_avif: { url: '/uploads/small_ferry.avif', width: 500, height: 313 },
          small_webp: { url: '/uploads/small_ferry.webp', width: 500, height: 313 },
          thumbnail: { url: '/uploads/thumbnail_ferry.jpg', width: 245, height: 153 },
        },
      },
    ];
    const { html } = renderArticle(
      '![Ferry](https://cms.jc.example/uploads/ferry.jpg "At dawn")\n\n![Unknown](/uploads/other.jpg)',
      {
        pictureSizes: storyPictureSizes(pictures),
      },
    );
    const pointed = withMediaOrigin(html, 'https://cms.jc.example');
    expect(pointed).toContain(
      '<source type="image/avif" srcset="https://cms.jc.example/uploads/small_ferry.avif 500w" sizes="(min-width: 900px) 860px, 100vw" />',
    );
    expect(pointed).toContain(
      'width="1600" height="1000" srcset="https://cms.jc.example/uploads/small_ferry.jpg 500w, https://cms.jc.example/uploads/ferry.jpg 1600w"',
    );
    expect(pointed).toContain('<figcaption>At dawn</figcaption>');
    expect(pointed).toContain('<img src="https://cms.jc.example/uploads/other.jpg" alt="Unknown" loading="lazy"');
  });
});
