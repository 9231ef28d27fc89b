import { describe, expect, it } from 'vitest';
import { galleriesOf, renderArticle, renderMarkdown } from './markdown';
import { markdownToPlainText } from './preview';
import { countWords } from './reading-time';
import { sanitizeMarkdown } from './sanitize';
import { embedOf } from './story-embeds';

const CALLOUT = '::: tip\nBuy the **Suica** card at the airport.\n:::';
const FOOTNOTED =
  'The ferry runs twice a day.[^ferry] Tickets sell out.[^ferry]\n\n[^ferry]: Timetable of the Setonaikai line, 2026.';

describe('callouts', () => {
  it('render as an aside with the role note and the name readers hear', () => {
    const html = renderMarkdown(CALLOUT);
    expect(html).toContain('<aside class="callout callout-tip" role="note" aria-label="Tip">');
    expect(html).toContain('<p class="callout-title" aria-hidden="true">Tip</p>');
    expect(html).toContain('<strong>Suica</strong>');
    for (const [kind, label] of [
      ['note', 'Note'],
      ['warning', 'Warning'],
    ])
      expect(renderMarkdown(`::: ${kind}\nText\n:::`)).toContain(`aria-label="${label}"`);
  });

  it('become a quotation that says what it is in feeds and email', () => {
    const html = renderMarkdown(CALLOUT, { target: 'feed' });
    expect(html).toContain('<blockquote>\n<p><strong>Tip:</strong></p>');
    expect(html).not.toContain('<aside');
  });

  it('stay plain text under an unknown name or with words after the name', () => {
    for (const source of ['::: spoiler\nThe end\n:::', '::: tip of the day\nText\n:::']) {
      const html = renderMarkdown(source);
      expect(html).not.toContain('<aside');
      expect(html).toContain(':::');
    }
  });

  it('run to the end of the story when never closed, losing no text', () => {
    const html = renderMarkdown('::: warning\nThe road floods in March.\n\nCheck before you go.');
    expect(html).toMatch(/<aside[^>]*>[\s\S]*The road floods in March\.[\s\S]*Check before you go\.[\s\S]*<\/aside>/);
  });

  it('keep their text safe: markup inside is sanitized like any other', () => {
    const html = renderMarkdown('::: note\n<img src=x onerror=alert(1)> <iframe src="https://evil.example"></iframe>\n:::');
    expect(html).toContain('role="note"');
    expect(html).not.toMatch(/onerror|<iframe/);
  });

  it('cannot be faked with HTML typed into a story: its role and classes are the renderer’s alone', () => {
    const typed = '<aside class="callout callout-tip evil" role="alert" onclick="x()">Hi</aside>';
    expect(sanitizeMarkdown(typed)).not.toContain('<aside');
    const rendered = renderMarkdown(typed);
    expect(rendered).not.toMatch(/role="alert"|onclick|evil/);
  });
});

describe('footnotes', () => {
  it('render as numbered links to a Notes section with links back', () => {
    const { html, toc } = renderArticle(FOOTNOTED);
    expect(html).toContain('<sup class="footnote-ref"><a href="#fn1" id="fnref1">1</a></sup>');
    expect(html).toContain('<a href="#fn1" id="fnref1:1">1</a>');
    expect(html).toContain('<section class="footnotes" aria-labelledby="footnotes-heading">');
    expect(html).toContain('<h2 id="footnotes-heading">Notes</h2>');
    expect(html).toMatch(/<li class="footnote-item" id="fn1">[\s\S]*Timetable of the Setonaikai line/);
    expect(html).toContain('<a href="#fnref1" class="footnote-backref" aria-label="Back to the text">');
    expect(html).toContain('<a href="#fnref1:1" class="footnote-backref" aria-label="Back to the text">');
    expect(toc).toEqual([]);
  });

  it('close the table of contents of a long story, as they close the story', () => {
    const sections = ['Getting there', 'Where to stay', 'What to eat'].map((title) => `## ${title}\n\nText.`).join('\n\n');
    const { toc } = renderArticle(`${sections}\n\n${FOOTNOTED}`);
    expect(toc.map((entry) => entry.text)).toEqual(['Getting there', 'Where to stay', 'What to eat', 'Notes']);
    expect(toc.at(-1)).toEqual({ id: 'footnotes-heading', text: 'Notes' });
  });

  it('keep a note’s text safe: an event handler or a script in it is removed', () => {
    const html = renderMarkdown(
      'See.[^1]\n\n[^1]: <a href="#x" onmouseover="alert(1)" id="main">source</a> <script>x()</script>',
    );
    expect(html).not.toMatch(/onmouseover|<script|id="main"/);
    expect(html).toContain('source');
  });

  it('keep their text when saved, though it starts like a reference link', () => {
    const source = 'The pass opens in May.[^1]\n\n[^1]: Source: the road office, 2026.';
    expect(sanitizeMarkdown(source)).toBe(source);
    expect(sanitizeMarkdown('[^1]: [x](javascript:alert(1)) text')).not.toContain('javascript:');
  });

  it('give no other id to a link typed into a story', () => {
    expect(renderMarkdown('<a id="questions" href="#x">x</a> <a id="fn2" href="#x">y</a>')).not.toContain('id="questions"');
  });
});

describe('plain text of a story with callouts and footnotes', () => {
  it('drops the markup, so excerpts and reading time count words only', () => {
    const source = `${CALLOUT}\n\n${FOOTNOTED}`;
    const text = markdownToPlainText(source);
    expect(text).not.toMatch(/:::|\[\^/);
    expect(text).toContain('Buy the Suica card at the airport.');
    expect(countWords(text)).toBe(7 + 9 + 6);
  });
});

describe('pictures in the text', () => {
  const sizes = {
    width: 1600,
    height: 1067,
    srcset: '/uploads/small_ferry.jpg 500w, /uploads/medium_ferry.jpg 750w, /uploads/ferry.jpg 1600w',
    sources: [
      { type: 'image/avif', srcset: '/uploads/small_ferry.avif 500w, /uploads/medium_ferry.avif 750w' },
      { type: 'image/webp', srcset: '/uploads/small_ferry.webp 500w, /uploads/medium_ferry.webp 750w' },
    ],
  };
  const pictureSizes = (src: string) => (src === '/uploads/ferry.jpg' ? sizes : undefined);

  it('become a figure with AVIF and WebP sources, sizes against layout shift, and the caption', () => {
    const html = renderMarkdown('Morning.\n\n![The ferry at Miyanoura](/uploads/ferry.jpg "Leaving Naoshima at 7:00")\n\nNoon.', {
      pictureSizes,
    });
    expect(html).toContain('<figure><picture><source type="image/avif" srcset="/uploads/small_ferry.avif 500w');
    expect(html).toContain('<source type="image/webp" srcset="/uploads/small_ferry.webp 500w');
    expect(html).toMatch(
      /<img src="\/uploads\/ferry\.jpg" alt="The ferry at Miyanoura" width="1600" height="1067" srcset="[^"]+1600w" sizes="[^"]+" loading="lazy" decoding="async" \/><\/picture><figcaption>Leaving Naoshima at 7:00<\/figcaption><\/figure>/,
    );
    expect(html).not.toMatch(/<p[^>]*>\s*<figure/);
  });

  it('stay inline, their caption a title, when they share a line with words', () => {
    const html = renderMarkdown('Look: ![Ferry](/uploads/ferry.jpg "Leaving") there.', { pictureSizes });
    expect(html).toContain('<p dir="auto">Look: <picture>');
    expect(html).toContain('title="Leaving"');
    expect(html).not.toContain('<figure');
  });

  it('are a plain picture with its caption in feeds, and where the library has no sizes (the admin preview)', () => {
    const source = '![Ferry](/uploads/ferry.jpg "Leaving")';
    for (const html of [renderMarkdown(source, { target: 'feed', pictureSizes }), renderMarkdown(source)]) {
      expect(html).toContain(
        '<figure><img src="/uploads/ferry.jpg" alt="Ferry" loading="lazy" decoding="async" /><figcaption>Leaving</figcaption></figure>',
      );
      expect(html).not.toMatch(/<picture|srcset/);
    }
  });

  it('keep a caption of markup or great length as escaped text', () => {
    const caption = `<img src=x onerror=alert(1)>${'a'.repeat(10_000)}`;
    const html = renderMarkdown(`![Ferry](/uploads/ferry.jpg "${caption}")`);
    expect(html).toContain('<figcaption>&lt;img src=x onerror=alert(1)&gt;aaa');
    expect(html).not.toMatch(/<img src=x|onerror=alert\(1\)>/);
  });

  it('cannot carry a hostile address in a source typed by hand', () => {
    const html = renderMarkdown(
      '<picture><source srcset="javascript:alert(1) 1x"><img src="/uploads/a.jpg" srcset="javascript:alert(2) 2x"></picture>',
    );
    expect(html).not.toContain('javascript:');
  });
});

describe('galleries', () => {
  const GALLERY = [
    '::: gallery',
    '![The harbour at dawn](/uploads/harbour.jpg "Miyanoura at 6:00")',
    '![Market stalls](/uploads/market.jpg)',
    '![Up the hill](/uploads/hill.jpg "The shrine path")',
    ':::',
  ].join('\n');
  const sized = (src: string) => ({ width: 1200, height: 800, srcset: `${src} 1200w`, sources: [] });

  it('render a grid of captioned pictures, each a link to its large view with the previous, next and close', () => {
    const html = renderMarkdown(`Before.\n\n${GALLERY}\n\nAfter.`, { pictureSizes: sized });
    expect(html).toContain('<div class="story-gallery" id="gallery-1">');
    expect(html).toContain('<ul class="story-gallery-grid" aria-label="Gallery of 3 pictures">');
    const cells = html.match(/<li><figure><a href="#gallery-1-\d" class="story-gallery-open">/g);
    expect(cells).toHaveLength(3);
    expect(html).toMatch(
      /<a href="#gallery-1-1" class="story-gallery-open"><img src="\/uploads\/harbour\.jpg" alt="The harbour at dawn" width="1200" height="800" [^>]*sizes="\(min-width: 900px\) 280px, 50vw"/,
    );
    expect(html).toContain('<figcaption>Miyanoura at 6:00</figcaption></figure></li>');
    // The second slide: its caption is its count alone, its neighbours the first and the third.
    expect(html).toMatch(
      /<figure class="story-gallery-slide" id="gallery-1-2"><img src="\/uploads\/market\.jpg"[^>]*sizes="100vw"/,
    );
    expect(html).toContain('<figcaption><span class="story-gallery-count">2 of 3</span></figcaption>');
    expect(html).toContain(
      '<a href="#gallery-1-1" class="story-gallery-previous" aria-label="Previous picture">‹</a><a href="#gallery-1" class="story-gallery-close" aria-label="Close the large view">×</a><a href="#gallery-1-3" class="story-gallery-next" aria-label="Next picture">›</a>',
    );
    // The last picture's next is the first, the first's previous the last.
    expect(html).toMatch(/id="gallery-1-3">[\s\S]*?href="#gallery-1-1" class="story-gallery-next"/);
    expect(html).toMatch(/id="gallery-1-1">[\s\S]*?href="#gallery-1-3" class="story-gallery-previous"/);
    expect(html.indexOf('Before.')).toBeLessThan(html.indexOf('story-gallery'));
    expect(html.indexOf('After.')).toBeGreaterThan(html.lastIndexOf('story-gallery'));
  });

  it('number several galleries apart, and a heading never takes a gallery’s id', () => {
    const { html } = renderArticle(`${GALLERY}\n\n## Gallery 1\n\n${GALLERY}`);
    expect(html).toContain('id="gallery-1"');
    expect(html).toContain('id="gallery-2-3"');
    expect(html).toContain('<h2 id="gallery-1-section"');
    expect(galleriesOf(`${GALLERY}\n\n${GALLERY.replace('\n:::', '\n![Four](/uploads/four.jpg)\n:::')}`)).toEqual([3, 4]);
  });

  it('are their pictures as captioned figures in feeds and email', () => {
    const html = renderMarkdown(GALLERY, { target: 'feed', pictureSizes: sized });
    expect(html).toContain(
      '<figure><img src="/uploads/harbour.jpg" alt="The harbour at dawn" loading="lazy" decoding="async" /><figcaption>Miyanoura at 6:00</figcaption></figure>',
    );
    expect(html.match(/<figure>/g)).toHaveLength(3);
    expect(html).not.toMatch(/story-gallery|href="#gallery/);
  });

  it('keep text written inside them after the grid, and make nothing of a gallery with no picture', () => {
    const html = renderMarkdown('::: gallery\n![One](/uploads/one.jpg)\n\nA line of words.\n:::');
    expect(html).toContain('aria-label="Gallery of 1 picture"');
    expect(html).toMatch(/<\/div>\n<\/div>\n<p dir="auto">A line of words\.<\/p>/);
    const empty = renderMarkdown('::: gallery\nNo pictures here.\n:::');
    expect(empty).not.toContain('story-gallery');
    expect(empty).toContain('No pictures here.');
  });

  it('stay safe: an iframe or a hostile caption inside is removed or escaped, and typed gallery markup loses its ids', () => {
    const html = renderMarkdown(
      '::: gallery\n![a](/uploads/a.jpg "<b onclick=x()>cap</b>")\n\n<iframe src="https://evil.example"></iframe>\n:::',
    );
    expect(html).not.toMatch(/<iframe|<b onclick/);
    expect(html).toContain('&lt;b onclick=x()&gt;cap&lt;/b&gt;');
    const typed = renderMarkdown('<div class="story-gallery evil" id="main" onclick="x()"><figure id="fn1x">Hi</figure></div>');
    expect(typed).not.toMatch(/id="main"|evil|onclick|id="fn1x"/);
  });
});

describe('video and map facades', () => {
  it('know YouTube, Vimeo and OpenStreetMap addresses, and their privacy-minded players', () => {
    expect(embedOf('https://www.youtube.com/watch?v=M7lc1UVf-VE&t=1m30s')).toEqual({
      provider: 'YouTube',
      page: 'https://www.youtube.com/watch?v=M7lc1UVf-VE&t=90s',
      player: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1&start=90',
    });
    for (const address of ['https://youtu.be/M7lc1UVf-VE', 'https://m.youtube.com/shorts/M7lc1UVf-VE'])
      expect(embedOf(address)?.player).toBe('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1');
    expect(embedOf('https://vimeo.com/76979871')?.player).toBe('https://player.vimeo.com/video/76979871?dnt=1&autoplay=1');
    const map = embedOf('https://www.openstreetmap.org/?mlat=29.5733&mlon=35.4210#map=13/29.5733/35.4210');
    expect(map?.provider).toBe('OpenStreetMap');
    expect(map?.player).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=35\.3\d+,29\.5\d+,35\.4\d+,29\.6\d+&layer=mapnik&marker=29\.5733,35\.421$/,
    );
    for (const other of [
      'https://example.com/watch?v=M7lc1UVf-VE',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com.evil.example/watch?v=M7lc1UVf-VE',
      'javascript:alert(1)//https://youtu.be/M7lc1UVf-VE',
      'https://www.openstreetmap.org/#map=13/200/35',
      'not an address',
    ])
      expect(embedOf(other)).toBeUndefined();
  });

  it('turn an address alone on its line into a facade that asks the provider nothing until pressed', () => {
    const html = renderMarkdown('Before.\n\nhttps://youtu.be/M7lc1UVf-VE\n\nAfter.');
    const facade = html.match(/<figure class="story-embed"><a class="story-embed-facade" ([^>]*)>/)?.[1];
    expect(facade).toContain('href="https://www.youtube.com/watch?v=M7lc1UVf-VE"');
    expect(facade).toContain('aria-label="Play: A video (YouTube)"');
    expect(facade).toContain('data-embed="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1"');
    expect(facade).toContain('data-embed-title="A video"');
    expect(html).toContain(
      '<span class="story-embed-drawn" aria-hidden="true"></span><span class="story-embed-play" aria-hidden="true"></span></a>',
    );
    expect(html).toContain('<figcaption>A video <span class="story-embed-provider">· YouTube</span></figcaption></figure>');
    expect(html).not.toMatch(/<iframe|<img/);
  });

  it('take a title and a poster from the link written around them, the poster sized as any picture', () => {
    const source = '[![Dunes at sunrise](/uploads/dunes.jpg) Sunrise over the dunes](https://vimeo.com/76979871)';
    const html = renderMarkdown(source, {
      pictureSizes: () => ({
        width: 1200,
        height: 675,
        srcset: '/uploads/dunes.jpg 1200w',
        sources: [{ type: 'image/avif', srcset: '/uploads/dunes.avif 1200w' }],
      }),
    });
    expect(html).toContain('aria-label="Play: Sunrise over the dunes (Vimeo)"');
    expect(html).toContain('data-embed="https://player.vimeo.com/video/76979871?dnt=1&amp;autoplay=1"');
    expect(html).toMatch(
      /<picture><source type="image\/avif"[^>]*><img src="\/uploads\/dunes\.jpg" alt="" width="1200" height="675"/,
    );
    expect(html).toContain('<figcaption>Sunrise over the dunes <span class="story-embed-provider">· Vimeo</span>');
  });

  it('are a link with the poster in feeds and email', () => {
    const html = renderMarkdown('[![Dunes](/uploads/dunes.jpg) Sunrise](https://youtu.be/M7lc1UVf-VE)', { target: 'feed' });
    expect(html).toBe(
      '<p><a href="https://www.youtube.com/watch?v=M7lc1UVf-VE"><img src="/uploads/dunes.jpg" alt="Dunes" loading="lazy" decoding="async" /><br />Sunrise (YouTube)</a></p>\n',
    );
  });

  it('leave any other address, or a link among words, a plain link', () => {
    const other = renderMarkdown('https://example.com/watch?v=M7lc1UVf-VE');
    expect(other).toContain('<a href="https://example.com/watch?v=M7lc1UVf-VE" rel="noopener noreferrer">');
    expect(other).not.toContain('story-embed');
    const among = renderMarkdown('Watch https://youtu.be/M7lc1UVf-VE today.');
    expect(among).not.toContain('story-embed');
  });

  it('cannot be faked to frame another site: a typed player address is dropped, a hostile address is no facade', () => {
    const typed = renderMarkdown('<a class="story-embed-facade" href="/x" data-embed="https://evil.example/embed">Play</a>');
    expect(typed).not.toContain('evil.example');
    const lookalike = renderMarkdown('<a href="/x" data-embed="https://www.youtube-nocookie.com.evil.example/">x</a>');
    expect(lookalike).not.toContain('data-embed');
    const hostile = renderMarkdown('[Play](javascript:alert(1)//youtu.be/M7lc1UVf-VE)');
    expect(hostile).not.toMatch(/story-embed|href="javascript:/);
    const markup = renderMarkdown('[<b onclick="x()">Title</b>](https://youtu.be/M7lc1UVf-VE)');
    expect(markup).not.toMatch(/onclick/);
  });
});
