import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@journey-canvas/shared/markdown';
import { applyContentAction, embedMarkdown, pictureMarkdown } from './contentActions';

const selected = (edited: { text: string; selection: [number, number] }) => edited.text.slice(...edited.selection);

describe("the editor's toolbar", () => {
  it('makes the line at the cursor a heading, and the selected lines a list', () => {
    expect(applyContentAction('Intro\nGetting there', [8, 8], 'heading').text).toBe('Intro\n## Getting there');
    expect(applyContentAction('Rice\nTea\nFish', [0, 13], 'list').text).toBe('- Rice\n- Tea\n- Fish');
  });

  it('wraps the selection in bold or a link, or writes words to type over', () => {
    expect(applyContentAction('Take the tram', [9, 13], 'bold').text).toBe('Take the **tram**');
    const link = applyContentAction('See ', [4, 4], 'link');
    expect(link.text).toBe('See [link text](https://)');
    expect(selected(link)).toBe('link text');
  });

  it('writes a callout as its own block around the selection, which renders as an aside', () => {
    const edited = applyContentAction('Before.\nBring cash.\nAfter.', [8, 19], { callout: 'warning' });
    expect(edited.text).toBe('Before.\n\n::: warning\nBring cash.\n:::\n\nAfter.');
    expect(selected(edited)).toBe('Bring cash.');
    expect(renderMarkdown(edited.text)).toContain('<aside class="callout callout-warning" role="note" aria-label="Warning">');
  });

  it('adds a numbered footnote at the cursor and its note at the end, ready to type', () => {
    const once = applyContentAction('The ferry runs twice a day.', [27, 27], 'footnote');
    expect(once.text).toBe('The ferry runs twice a day.[^1]\n\n[^1]: The source of this fact.\n');
    expect(selected(once)).toBe('The source of this fact.');
    const twice = applyContentAction(once.text, [0, 3], 'footnote');
    expect(twice.text).toMatch(/^The\[\^2\] ferry[\s\S]*\[\^2\]: The source of this fact\.\n$/);
    expect(renderMarkdown(twice.text)).toContain('href="#fn2"');
  });

  it('writes a picture as its own block at the cursor, its alt text and caption kept as text', () => {
    const picture = { url: '/uploads/ferry.jpg', alt: 'The [old] ferry', caption: 'Leaving "early"\nat seven' };
    const edited = applyContentAction('Morning.\nNoon.', [8, 8], { picture });
    expect(edited.text).toBe('Morning.\n\n![The \\[old\\] ferry](/uploads/ferry.jpg "Leaving \\"early\\" at seven")\n\nNoon.');
    expect(edited.selection[0]).toBe(edited.selection[1]);
    expect(renderMarkdown(edited.text)).toContain(
      '<figure><img src="/uploads/ferry.jpg" alt="The [old] ferry" loading="lazy" decoding="async" /><figcaption>Leaving "early" at seven</figcaption></figure>',
    );
    expect(pictureMarkdown({ ...picture, caption: ' ' })).toBe('![The \\[old\\] ferry](/uploads/ferry.jpg)');
  });

  it('writes a gallery as a block of pictures in the order chosen, which the renderer shows as a grid', () => {
    const gallery = [
      { url: '/uploads/harbour.jpg', alt: 'The harbour', caption: 'Dawn' },
      { url: '/uploads/market.jpg', alt: 'The market', caption: '' },
    ];
    const edited = applyContentAction('Morning.', [8, 8], { gallery });
    expect(edited.text).toBe(
      'Morning.\n\n::: gallery\n![The harbour](/uploads/harbour.jpg "Dawn")\n![The market](/uploads/market.jpg)\n:::\n',
    );
    expect(edited.selection).toEqual([edited.text.length - 1, edited.text.length - 1]);
    const html = renderMarkdown(edited.text);
    expect(html).toContain('aria-label="Gallery of 2 pictures"');
    expect(html.indexOf('harbour.jpg')).toBeLessThan(html.indexOf('market.jpg'));
  });

  it('writes a video or map as a link alone on its line, with its title and poster, which the renderer makes a facade', () => {
    const address = 'https://youtu.be/M7lc1UVf-VE';
    const poster = { url: '/uploads/dunes.jpg', alt: 'Dunes at dawn', caption: 'ignored' };
    const edited = applyContentAction('Morning.', [8, 8], { embed: { address, title: 'Sunrise [4K]', poster } });
    expect(edited.text).toBe(
      'Morning.\n\n[![Dunes at dawn](/uploads/dunes.jpg) Sunrise \\[4K\\]](https://youtu.be/M7lc1UVf-VE)\n',
    );
    expect(renderMarkdown(edited.text)).toContain('aria-label="Play: Sunrise [4K] (YouTube)"');
    expect(embedMarkdown({ address, title: 'Sunrise' })).toBe('[Sunrise](https://youtu.be/M7lc1UVf-VE)');
    expect(embedMarkdown({ address: ` ${address} `, title: ' ' })).toBe(address);
  });
});
