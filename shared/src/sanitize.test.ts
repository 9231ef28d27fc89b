import { describe, expect, it } from 'vitest';
import { isSitePicture, sanitizeMarkdown, sanitizeRenderedHtml } from './sanitize';

describe('sanitizeMarkdown', () => {
  it('keeps ordinary Markdown exactly as written', () => {
    const markdown = [
      '## Day one in Lisbon',
      '',
      '> The tram rattled past at 7 a.m. & the bakery was already open.',
      '',
      '- **Pastel de nata**: 1.30 € each, _warm_',
      '- Costs < 20 € a day if 2 < 3',
      '1. See [the official site](https://www.visitlisboa.com "Visit Lisboa")',
      '',
      '`code` and ~~strike~~, email [us](mailto:hello@example.com), [home](/articles)',
    ].join('\n');
    expect(sanitizeMarkdown(markdown)).toBe(markdown);
  });

  it('removes script, iframe, object, embed, style and form blocks', () => {
    const dirty =
      'Intro<script>alert(1)</script><iframe src="https://evil.example"></iframe>' +
      '<object data="x"></object><embed src="y"><style>body{}</style><form action="/x"><input></form>end';
    const clean = sanitizeMarkdown(dirty);
    expect(clean).toBe('Introend');
  });

  it('removes event-handler attributes and inline styles', () => {
    expect(sanitizeMarkdown('<img src="/uploads/x.jpg" onerror="alert(1)" style="x">')).toBe('<img src="/uploads/x.jpg" />');
    expect(sanitizeMarkdown('<p onclick="steal()">Hi</p>')).toBe('<p>Hi</p>');
  });

  it('keeps only http, https and mailto links in HTML', () => {
    expect(sanitizeMarkdown('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeMarkdown('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
    expect(sanitizeMarkdown('<a href="https://ok.example">x</a>')).toBe('<a href="https://ok.example">x</a>');
  });

  it('drops Markdown links and images with unsafe targets', () => {
    expect(sanitizeMarkdown('Click [here](javascript:alert(1)) now')).toBe('Click here now');
    expect(sanitizeMarkdown('See [it]( JAVASCRIPT:alert(1) )')).toBe('See it');
    expect(sanitizeMarkdown('![pic](data:image/svg+xml;base64,AAA)')).toBe('');
    expect(sanitizeMarkdown('[ref]: javascript:alert(1)')).toBe('[ref]: #');
    expect(sanitizeMarkdown('[ref]: https://ok.example "Title"')).toBe('[ref]: https://ok.example "Title"');
  });

  it('neutralizes an unsafe reference target and keeps every word around it', () => {
    const paragraph = 'We took the night train to Porto and woke to the river.';
    expect(sanitizeMarkdown(`[r]: javascript:void(0)\n\n${paragraph}`)).toBe(`[r]: #\n\n${paragraph}`);
    expect(sanitizeMarkdown(`[r]: javascript:void(0)\n${paragraph}`)).toBe(`[r]: #\n${paragraph}`);
    expect(sanitizeMarkdown('[r]: <javascript:void(0)> "The title"')).toBe('[r]: # "The title"');
    expect(sanitizeMarkdown('[a]: javascript:alert(1)\n[b]:\n  data:text/html,x\n[c]: https://ok.example')).toBe(
      '[a]: #\n[b]:\n  #\n[c]: https://ok.example',
    );
  });

  it('leaves autolinks, comparisons and code alone, even beside raw HTML elsewhere', () => {
    const markdown = [
      'Book at <https://www.example.com/tickets> or write to <bookings@example.com>.',
      '',
      'Nights fall to 5<8 degrees; a<b and x&y stay as typed.',
      '',
      'Use `<br>` for a line break, not `<script>`.',
      '',
      '```html',
      '<div class="card" onclick="open()">Menu</div>',
      '```',
      '',
      '    <iframe src="https://indented.example"></iframe>',
    ].join('\n');
    expect(sanitizeMarkdown(markdown)).toBe(markdown);
    const withHtml = `${markdown}\n\n<b onclick="x()">bold</b> in its own paragraph`;
    expect(sanitizeMarkdown(withHtml)).toBe(`${markdown}\n\n<b>bold</b> in its own paragraph`);
  });

  it('cleans raw HTML inside lists, quotes and tables', () => {
    expect(sanitizeMarkdown('- a <img src="/uploads/x.jpg" onerror="x()"> item')).toBe('- a <img src="/uploads/x.jpg" /> item');
    expect(sanitizeMarkdown('> quoted <span onmouseover="x()">text</span>')).toBe('> quoted <span>text</span>');
    expect(sanitizeMarkdown('| a | b |\n|---|---|\n| <b onclick="x()">c</b> | d |')).toBe(
      '| a | b |\n|---|---|\n| <b>c</b> | d |',
    );
  });

  it('sees through encoded and escaped schemes in Markdown links', () => {
    expect(sanitizeMarkdown('[x](javascript&#58;alert(1))')).toBe('x');
    expect(sanitizeMarkdown('[x](javascript&colon;alert(1))')).toBe('x');
    expect(sanitizeMarkdown('[x](javascript\\:alert(1))')).toBe('x');
    expect(sanitizeMarkdown('[ref]: java&#x73;cript:alert(1)')).toBe('[ref]: #');
  });

  it('does not let escaped text turn back into a tag', () => {
    expect(sanitizeMarkdown('&lt;script&gt;alert(1)&lt;/script&gt;')).not.toMatch(/<script/i);
    expect(sanitizeMarkdown('<<script>script>alert(1)<</script>/script>')).not.toMatch(/<script/i);
  });
});

describe('pictures in a saved story', () => {
  const bases = ['https://cms.example/uploads', 'https://media.example/journey/'];

  it('drops a raw image whose source is not a picture of this site, keeping the words around it', () => {
    expect(sanitizeMarkdown('Tips <img src="x"> for Kyoto')).toBe('Tips  for Kyoto');
    expect(sanitizeMarkdown('<p>Before<img src="https://elsewhere.example/a.jpg" alt="Borrowed">after</p>', bases)).toBe(
      '<p>Beforeafter</p>',
    );
    expect(sanitizeMarkdown('<img>')).toBe('');
  });

  it('keeps a raw image of the media library, by its path or its address', () => {
    expect(sanitizeMarkdown('<img src="/uploads/gion_1a2b.jpg" alt="Gion">', bases)).toBe(
      '<img src="/uploads/gion_1a2b.jpg" alt="Gion" />',
    );
    expect(sanitizeMarkdown('<img src="https://cms.example/uploads/gion.jpg">', bases)).toBe(
      '<img src="https://cms.example/uploads/gion.jpg" />',
    );
    expect(sanitizeMarkdown('<img src="https://media.example/journey/gion.webp">', bases)).toBe(
      '<img src="https://media.example/journey/gion.webp" />',
    );
  });

  it('drops Markdown images, inline or by reference, whose source is not a picture of this site', () => {
    expect(sanitizeMarkdown('A ![broken](x) picture')).toBe('A  picture');
    expect(sanitizeMarkdown('![Gion](/uploads/gion.jpg)')).toBe('![Gion](/uploads/gion.jpg)');
    expect(sanitizeMarkdown('![Gion](https://cms.example/uploads/gion.jpg "Night")', bases)).toBe(
      '![Gion](https://cms.example/uploads/gion.jpg "Night")',
    );
    expect(sanitizeMarkdown('![Far][far] and ![near][]\n\n[far]: https://elsewhere.example/a.jpg\n[near]: /uploads/n.jpg')).toBe(
      ' and ![near][]\n\n[far]: https://elsewhere.example/a.jpg\n[near]: /uploads/n.jpg',
    );
    // Links are not pictures: a link anywhere stays.
    expect(sanitizeMarkdown('[JR](https://japanrail.example) and [far]\n\n[far]: https://elsewhere.example')).toBe(
      '[JR](https://japanrail.example) and [far]\n\n[far]: https://elsewhere.example',
    );
  });

  it('takes no look-alike for a picture of this site', () => {
    for (const src of [
      'x',
      'uploads/a.jpg',
      '//evil.example/uploads/a.jpg',
      '/uploads/',
      '/uploads/../admin',
      '/uploads/a.jpg?x=1',
      '/uploads\\a.jpg',
      'https://cms.example.evil/uploads/a.jpg',
      'https://cms.example/uploadsx/a.jpg',
      'https://media.example/journey/../a.jpg',
    ]) {
      expect(isSitePicture(src, bases), src).toBe(false);
    }
    expect(isSitePicture('/uploads/large_gion_1a2b.jpg')).toBe(true);
    expect(isSitePicture('https://media.example/journey/small_gion.avif', bases)).toBe(true);
  });
});

describe('sanitizeRenderedHtml', () => {
  it('cleans HTML rendered from Markdown', () => {
    expect(sanitizeRenderedHtml('<h2>Hi</h2><p><a href="javascript:x()" onclick="y">go</a></p>')).toBe(
      '<h2>Hi</h2><p><a>go</a></p>',
    );
  });
});

describe('images and text direction', () => {
  it('gives a raw image without alt text an empty alt, keeping one that has it', () => {
    expect(sanitizeRenderedHtml('<p><img src="x"></p>')).toBe('<p><img src="x" alt="" /></p>');
    expect(sanitizeRenderedHtml('<img src="x" alt="Harbour">')).toBe('<img src="x" alt="Harbour" />');
  });

  it('keeps dir="auto" on blocks and drops any other direction value', () => {
    expect(sanitizeRenderedHtml('<p dir="auto">مرحبا</p><p dir="sideways">x</p>')).toBe('<p dir="auto">مرحبا</p><p dir>x</p>');
  });
});
