import { galleriesOf, GALLERY_MAX_PICTURES, renderMarkdown, sanitizeMarkdown } from '@journey-canvas/shared';
import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from './html-to-markdown';

const markdownOf = (html: string) => htmlToMarkdown(html).markdown;
const VIDEO = 'M7lc1UVf-VE';
const WATCH = `https://www.youtube.com/watch?v=${VIDEO}`;

describe('plain HTML', () => {
  it('becomes paragraphs, emphasis, links, lists, quotations, code and tables', () => {
    const html =
      '<p>Take the <strong>early</strong> bus, <em>not</em> the <a href="https://example.com/a_b">late</a> one.</p>' +
      '<ul><li>Water</li><li>Hat<ul><li>Wide</li></ul></li></ul><ol start="3"><li>Third</li><li>Fourth</li></ol>' +
      '<blockquote><p>The desert gives you time.</p><p>Salem</p></blockquote>' +
      '<p>Run <code>npm start</code>.</p><pre class="wp-block-code"><code class="language-sh">cd trip\n\nls</code></pre>' +
      '<pre class="wp-block-verse">Roses\n  are red</pre>' +
      '<table><thead><tr><th>Day</th><th>Cost</th></tr></thead><tbody><tr><td>1</td><td><del>40</del> 30 JD</td></tr></tbody></table>';
    expect(markdownOf(html)).toBe(
      [
        'Take the **early** bus, _not_ the [late](https://example.com/a_b) one.',
        '- Water\n- Hat\n  - Wide',
        '3. Third\n4. Fourth',
        '> The desert gives you time.\n>\n> Salem',
        'Run `npm start`.',
        '```sh\ncd trip\n\nls\n```',
        '```\nRoses\n  are red\n```',
        '| Day | Cost |\n| --- | --- |\n| 1   | ~~40~~ 30 JD |',
      ].join('\n\n') + '\n',
    );
  });

  it('keeps words about a tag or an entity as words', () => {
    const markdown = markdownOf('<p>Wrap it in &lt;details&gt;, write &amp;copy; for ©, and 1 &lt; 2.</p>');
    expect(markdown).toBe('Wrap it in \\<details>, write \\&copy; for ©, and 1 < 2.\n');
    expect(renderMarkdown(markdown)).toContain('Wrap it in &lt;details&gt;, write &amp;copy; for ©, and 1 &lt; 2.');
  });

  it('starts headings at ## (the page’s title is its h1) and keeps deeper levels', () => {
    expect(markdownOf('<h1>Getting there</h1><p>By bus.</p><h3>From Aqaba</h3>')).toBe(
      '## Getting there\n\nBy bus.\n\n### From Aqaba\n',
    );
  });

  it('drops block comments, the more tag and empty paragraphs without a note, and collapses runs of &nbsp;', () => {
    const html =
      '<!-- wp:paragraph -->\n<p>First</p>\n<!-- /wp:paragraph -->\n<!--more-->\n<p>&nbsp;</p><p></p><p><br></p>\n\n' +
      '<!-- wp:paragraph {"className":"[not-a-shortcode]"} --><p>Walk&nbsp;&nbsp;&nbsp;10&nbsp;km &nbsp;today</p>';
    const { markdown, notes } = htmlToMarkdown(html);
    expect(markdown).toBe('First\n\nWalk 10\u00a0km today\n');
    expect(notes).toEqual([]);
  });

  it('is tidy: one blank line at most between blocks and one newline at the end; an empty body is empty', () => {
    const { markdown } = htmlToMarkdown(
      '<p>One <img src="https://old.example/a.jpg" alt="A"> two</p>\n\n\n<p><br><br></p><figure><img src="https://old.example/b.jpg"></figure><p>Three</p>',
    );
    expect(markdown).toBe('One\n\n![A](https://old.example/a.jpg)\n\ntwo\n\n![](https://old.example/b.jpg)\n\nThree\n');
    expect(markdown).not.toMatch(/\n\n\n|[ \t]\n/);
    expect(htmlToMarkdown('').markdown).toBe('');
  });
});

describe('pictures', () => {
  it('take a line of their own, a figure’s caption becoming the title, and are listed in order', () => {
    const html =
      '<p>Dawn.</p><figure class="wp-block-image"><img src="https://old.example/dunes.jpg" alt="Red dunes"><figcaption>First <em>light</em>, 6:10</figcaption></figure>' +
      '<p><img src="https://old.example/camp.jpg" alt="The [camp]"></p>';
    const { markdown, pictures } = htmlToMarkdown(html);
    expect(markdown).toBe(
      'Dawn.\n\n![Red dunes](https://old.example/dunes.jpg "First light, 6:10")\n\n![The \\[camp\\]](https://old.example/camp.jpg)\n',
    );
    expect(pictures).toEqual([
      { address: 'https://old.example/dunes.jpg', alt: 'Red dunes', caption: 'First light, 6:10' },
      { address: 'https://old.example/camp.jpg', alt: 'The [camp]' },
    ]);
  });

  it('lose the link WordPress puts around them to the full size or the attachment page, not a link elsewhere', () => {
    const html =
      '<p><a href="https://old.example/wp-content/uploads/big.jpg"><img src="https://old.example/wp-content/uploads/big.jpg" alt="Big"></a></p>' +
      '<p><a href="https://old.example/?attachment_id=7"><img src="https://old.example/page.jpg" alt="Page"></a></p>' +
      '<p><a href="https://example.com/guide"><img src="https://old.example/guide.jpg" alt="Guide"></a></p>';
    expect(markdownOf(html)).toBe(
      '![Big](https://old.example/wp-content/uploads/big.jpg)\n\n![Page](https://old.example/page.jpg)\n\n' +
        '[![Guide](https://old.example/guide.jpg)](https://example.com/guide)\n',
    );
  });

  it('come as the original, not a size, when WordPress’s class or srcset shows it is one, and from Ghost’s size folders', () => {
    const { pictures } = htmlToMarkdown(
      '<img class="alignnone size-medium wp-image-12" src="https://old.example/up/beach-300x200.jpg">' +
        '<img src="https://old.example/up/bay-1024x683.jpg" srcset="https://old.example/up/bay-1024x683.jpg 1024w, https://old.example/up/bay.jpg 2000w">' +
        '<img src="https://old.example/up/map-1x2.png">' +
        '<img src="https://ghost.example/content/images/size/w600/format/webp/2021/01/fjord.jpg">',
    );
    expect(pictures.map((picture) => picture.address)).toEqual([
      'https://old.example/up/beach.jpg',
      'https://old.example/up/bay.jpg',
      'https://old.example/up/map-1x2.png',
      'https://ghost.example/content/images/2021/01/fjord.jpg',
    ]);
  });

  it('stay in the line in a table cell', () => {
    expect(
      markdownOf(
        '<table><tr><th>Stop</th><th>View</th></tr><tr><td>Rum</td><td><img src="https://old.example/r.jpg" alt="r"></td></tr></table>',
      ),
    ).toBe('| Stop | View |\n| --- | --- |\n| Rum | ![r](https://old.example/r.jpg) |\n');
  });

  it('with no address of their own are left out with a note', () => {
    const { markdown, pictures, notes } = htmlToMarkdown('<p>Map: <img src="data:image/png;base64,AAAA"></p>');
    expect(markdown).toBe('Map:\n');
    expect(pictures).toEqual([]);
    expect(notes).toEqual(['Left out: a picture with no address of its own (none, or data written into the HTML)']);
  });
});

describe('galleries', () => {
  const gallery = (addresses: string[], captions: (string | undefined)[] = []) =>
    `::: gallery\n${addresses.map((address, i) => `![](${address}${captions[i] ? ` "${captions[i]}"` : ''})`).join('\n')}\n:::`;

  it('come from Gutenberg’s nested figures, with the gallery’s own caption under them', () => {
    const html =
      '<!-- wp:gallery {"linkTo":"none"} --><figure class="wp-block-gallery has-nested-images columns-default is-cropped">' +
      '<figure class="wp-block-image size-large"><img src="https://old.example/up/a-1024x683.jpg" class="wp-image-1" alt=""/><figcaption>Cap A</figcaption></figure>' +
      '<figure class="wp-block-image size-large"><img src="https://old.example/up/b.jpg" class="wp-image-2" alt=""/></figure>' +
      '<figcaption class="blocks-gallery-caption">Two days in the desert</figcaption></figure><!-- /wp:gallery -->';
    expect(markdownOf(html)).toBe(
      `${gallery(['https://old.example/up/a.jpg', 'https://old.example/up/b.jpg'], ['Cap A'])}\n\n_Two days in the desert_\n`,
    );
  });

  it('come from the older list form and from a classic gallery’s items', () => {
    const listed =
      '<figure class="wp-block-gallery columns-2"><ul class="blocks-gallery-grid">' +
      '<li class="blocks-gallery-item"><figure><img src="https://old.example/a.jpg" class="wp-image-1"><figcaption class="blocks-gallery-item__caption">A</figcaption></figure></li>' +
      '<li class="blocks-gallery-item"><figure><img src="https://old.example/b.jpg" class="wp-image-2"></figure></li></ul></figure>';
    expect(markdownOf(listed)).toBe(`${gallery(['https://old.example/a.jpg', 'https://old.example/b.jpg'], ['A'])}\n`);

    const classic =
      '<div id="gallery-1" class="gallery galleryid-5 gallery-columns-3 gallery-size-thumbnail">' +
      '<dl class="gallery-item"><dt class="gallery-icon"><a href="https://old.example/?attachment_id=1"><img src="https://old.example/one-150x150.jpg" class="attachment-thumbnail size-thumbnail" alt="One"></a></dt><dd class="wp-caption-text gallery-caption">First</dd></dl>' +
      '<dl class="gallery-item"><dt class="gallery-icon"><a href="https://old.example/two.jpg"><img src="https://old.example/two-150x150.jpg" class="attachment-thumbnail" alt="Two"></a></dt></dl><br style="clear: both"></div>';
    const { markdown, notes } = htmlToMarkdown(classic);
    expect(markdown).toBe('::: gallery\n![One](https://old.example/one.jpg "First")\n![Two](https://old.example/two.jpg)\n:::\n');
    expect(notes).toEqual([]);
  });

  it('come from Ghost’s gallery card, its caption under the gallery', () => {
    const html =
      '<figure class="kg-card kg-gallery-card kg-width-wide kg-card-hascaption"><div class="kg-gallery-container"><div class="kg-gallery-row">' +
      '<div class="kg-gallery-image"><img src="https://ghost.example/content/images/2021/01/one.jpg" width="2000" height="1333" loading="lazy" alt="One"></div>' +
      '<div class="kg-gallery-image"><img src="https://ghost.example/content/images/2021/01/two.jpg" alt="Two"></div>' +
      '</div></div><figcaption>Lofoten in *March*</figcaption></figure>';
    const { markdown, pictures } = htmlToMarkdown(html);
    expect(markdown).toBe(
      '::: gallery\n![One](https://ghost.example/content/images/2021/01/one.jpg)\n![Two](https://ghost.example/content/images/2021/01/two.jpg)\n:::\n\n_Lofoten in \\*March\\*_\n',
    );
    // The gallery's caption is no picture's.
    expect(pictures.every((picture) => picture.caption === undefined)).toBe(true);
  });

  it('are split where they hold more pictures than a gallery may', () => {
    const count = GALLERY_MAX_PICTURES + 5;
    const images = Array.from({ length: count }, (_, i) => `<figure><img src="https://old.example/${i}.jpg"></figure>`).join('');
    const { markdown, pictures, notes } = htmlToMarkdown(`<figure class="wp-block-gallery">${images}</figure>`);
    expect(galleriesOf(markdown)).toEqual([GALLERY_MAX_PICTURES, 5]);
    expect(pictures).toHaveLength(count);
    expect(notes).toEqual([`Split a gallery of ${count} pictures into 2: a gallery holds up to ${GALLERY_MAX_PICTURES}`]);
  });
});

describe('videos and maps', () => {
  it('become the provider’s own address alone on its line, from any of its players', () => {
    const html =
      `<iframe src="https://www.youtube.com/embed/${VIDEO}?feature=oembed" allowfullscreen></iframe>` +
      `<p><iframe src="//www.youtube-nocookie.com/embed/${VIDEO}?start=90"></iframe></p>` +
      '<iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e"></iframe>' +
      `<figure class="kg-card kg-embed-card"><iframe src="https://www.youtube.com/embed/${VIDEO}?feature=oembed"></iframe></figure>`;
    const { markdown, notes } = htmlToMarkdown(html);
    expect(markdown).toBe(`${WATCH}\n\n${WATCH}&t=90s\n\nhttps://vimeo.com/76979871/8272103f6e\n\n${WATCH}\n`);
    expect(notes).toEqual([]);
  });

  it('come from Gutenberg’s embed block, its caption naming the video, and from an address alone in its paragraph', () => {
    const html =
      `<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube"><div class="wp-block-embed__wrapper">\nhttps://youtu.be/${VIDEO}\n</div><figcaption>Sunrise over the dunes</figcaption></figure>` +
      `<p>${WATCH}</p><p><a href="https://www.openstreetmap.org/#map=13/29.5756/35.4197">https://www.openstreetmap.org/#map=13/29.5756/35.4197</a></p>`;
    expect(markdownOf(html)).toBe(
      `[Sunrise over the dunes](${WATCH})\n\n${WATCH}\n\nhttps://www.openstreetmap.org/#map=13/29.5756/35.4197\n`,
    );
  });

  it('from another provider stay a link when the address is written, and are left out when only a frame names it', () => {
    const html =
      '<figure class="wp-block-embed is-provider-twitter"><div class="wp-block-embed__wrapper">\nhttps://twitter.com/a_b/status/1\n</div></figure>' +
      '<iframe src="https://www.google.com/maps/embed?pb=1"></iframe><iframe src="https://www.google.com/maps/embed?pb=2"></iframe>';
    const { markdown, notes } = htmlToMarkdown(html);
    expect(markdown).toBe('[https://twitter.com/a\\_b/status/1](https://twitter.com/a_b/status/1)\n');
    expect(notes).toEqual(['Kept as a link: an embed from twitter.com', 'Left out: an embedded frame from www.google.com']);
  });

  it('in a file are left out with a link to them in their place', () => {
    const html =
      '<figure class="wp-block-video"><video controls src="https://old.example/up/dunes.mp4"></video><figcaption>Dunes at dusk</figcaption></figure>' +
      '<div class="kg-card kg-audio-card"><audio src="https://ghost.example/content/media/wind.mp3"></audio><button>Play</button></div>';
    const { markdown, notes } = htmlToMarkdown(html);
    expect(markdown).toBe(
      '[Dunes at dusk](https://old.example/up/dunes.mp4)\n\n[wind.mp3](https://ghost.example/content/media/wind.mp3)\n',
    );
    expect(notes).toEqual([
      'Left out: a video file (https://old.example/up/dunes.mp4); a link to it stands in its place',
      'Left out: an audio file (https://ghost.example/content/media/wind.mp3); a link to it stands in its place',
    ]);
  });
});

describe('what Markdown cannot say', () => {
  it('leaves out scripts, style sheets, forms, objects, noscript fallbacks and event handlers, one note each kind', () => {
    const html =
      '<style>p { color: red }</style><p onclick="steal()" onMouseOver="x()">Hello<script>one()</script></p><script>two()</script>' +
      '<form action="/subscribe"><input name="email"><button>Subscribe</button></form>' +
      '<object data="tour.swf"><embed src="tour.swf"></object><a href="#top" onclick="go()">Top</a>' +
      '<noscript><img src="https://old.example/lazy.jpg"></noscript>';
    const { markdown, notes } = htmlToMarkdown(html);
    expect(markdown).toBe('Hello\n\n[Top](#top)\n');
    expect(notes).toEqual([
      'Left out: an onclick event handler',
      'Left out: an onmouseover event handler',
      'Left out: a style sheet',
      'Left out: a script',
      'Left out: a form',
      'Left out: an embedded object',
      'Left out: a noscript fallback',
      'Left out: the picture https://old.example/lazy.jpg, inside something kept as HTML or left out',
    ]);
  });

  it('keeps harmless elements as HTML the stored-text sanitizer lets through, with a note each kind', () => {
    const html =
      '<p>H<sub>2</sub>O, <kbd>Ctrl</kbd>, <abbr title="Jordanian dinar">JD</abbr><sup>2</sup> and <sup>3</sup></p>' +
      '<details ontoggle="x()"><summary>Prices in 2024</summary><p>5 JD</p></details>';
    const { markdown, notes } = htmlToMarkdown(html);
    expect(markdown).toBe(
      'H<sub>2</sub>O, <kbd>Ctrl</kbd>, <abbr>JD</abbr><sup>2</sup> and <sup>3</sup>\n\n' +
        '<details><summary>Prices in 2024</summary><p>5 JD</p></details>\n',
    );
    expect(sanitizeMarkdown(markdown)).toBe(markdown);
    expect(notes).toEqual([
      'Left out: an ontoggle event handler',
      'Kept as HTML: a <sub> element',
      'Kept as HTML: a <kbd> element',
      'Kept as HTML: an <abbr> element',
      'Kept as HTML: a <sup> element',
      'Kept as HTML: a <details> element',
    ]);
  });

  it('does not list a picture inside HTML kept as it was, and says so', () => {
    const { pictures, notes } = htmlToMarkdown(
      '<details><summary>More</summary><img src="https://old.example/more.jpg"></details>',
    );
    expect(pictures).toEqual([]);
    expect(notes).toContain('Left out: the picture https://old.example/more.jpg, inside something kept as HTML or left out');
  });

  it('keeps a table with blocks in its cells as HTML, without what the sanitizer drops', () => {
    const { markdown, notes } = htmlToMarkdown(
      '<table class="prices" style="width:100%"><tr><td><ul><li>Water</li><li>Hat</li></ul></td></tr></table>',
    );
    expect(markdown).toBe('<table><tbody><tr><td><ul><li>Water</li><li>Hat</li></ul></td></tr></tbody></table>\n');
    expect(notes).toEqual(['Kept as HTML: a table with lists, headings or other blocks in its cells']);
  });

  it('turns a Ghost bookmark card into a link, leaving the other site’s icon and thumbnail', () => {
    const html =
      '<figure class="kg-card kg-bookmark-card"><a class="kg-bookmark-container" href="https://example.com/post"><div class="kg-bookmark-content">' +
      '<div class="kg-bookmark-title">Night trains</div><div class="kg-bookmark-description">All of them.</div>' +
      '<div class="kg-bookmark-metadata"><img class="kg-bookmark-icon" src="https://example.com/icon.png"><span>Example</span></div></div>' +
      '<div class="kg-bookmark-thumbnail"><img src="https://example.com/thumb.jpg"></div></a></figure>';
    expect(htmlToMarkdown(html)).toEqual({ markdown: '[Night trains](https://example.com/post)\n', pictures: [], notes: [] });
  });
});

describe('what the site renders from it', () => {
  it('shows pictures as figures, a gallery and a video facade', () => {
    const html =
      '<figure><img src="https://old.example/a.jpg" alt="A"><figcaption>Dawn</figcaption></figure>' +
      '<figure class="wp-block-gallery"><figure><img src="https://old.example/b.jpg" alt="B"></figure><figure><img src="https://old.example/c.jpg" alt="C"></figure></figure>' +
      `<figure class="wp-block-embed"><div class="wp-block-embed__wrapper">${WATCH}</div><figcaption>Sunrise</figcaption></figure>`;
    const page = renderMarkdown(markdownOf(html));
    expect(page).toMatch(
      /<figure><img src="https:\/\/old\.example\/a\.jpg" alt="A"[^>]*\/><figcaption>Dawn<\/figcaption><\/figure>/,
    );
    expect(page).toContain('aria-label="Gallery of 2 pictures"');
    expect(page).toContain(`aria-label="Play: Sunrise (YouTube)"`);
  });
});
