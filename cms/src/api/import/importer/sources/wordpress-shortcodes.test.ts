import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from '../html-to-markdown';
import type { SourcePicture } from '../source-story';
import { expandShortcodes, type GalleryPictures } from './wordpress-shortcodes';

const NONE: GalleryPictures = { byId: new Map(), attached: [] };

/** As the importer sees a WordPress post: the reader's notes, then the converter's. */
function converted(html: string, gallery = NONE) {
  const expanded = expandShortcodes(html, gallery);
  const { markdown, pictures, notes } = htmlToMarkdown(expanded.html);
  return { markdown, pictures, notes: [...expanded.notes, ...notes] };
}

describe('WordPress shortcodes', () => {
  it('[caption] becomes a picture with its caption, linked or not, or from its caption attribute', () => {
    const html =
      '[caption id="attachment_1" align="alignnone" width="300"]<a href="https://old.example/up/wadi.jpg"><img class="size-medium wp-image-1" src="https://old.example/up/wadi-300x200.jpg" alt="Wadi Rum" width="300" height="200" /></a> The camp at <em>dusk</em>[/caption]\n\n' +
      '[caption id="attachment_2" caption="Old style"]<img src="https://old.example/up/old.jpg" alt="Old">[/caption]';
    const { markdown, pictures } = converted(html);
    expect(markdown).toBe(
      '![Wadi Rum](https://old.example/up/wadi.jpg "The camp at dusk")\n\n![Old](https://old.example/up/old.jpg "Old style")\n',
    );
    expect(pictures[0]).toEqual({ address: 'https://old.example/up/wadi.jpg', alt: 'Wadi Rum', caption: 'The camp at dusk' });
  });

  describe('[gallery]', () => {
    const held = new Map<string, SourcePicture>([
      ['1', { address: 'https://old.example/up/1.jpg', alt: 'One', caption: 'The "first"' }],
      ['2', { address: 'https://old.example/up/2.jpg' }],
    ]);

    it('shows the pictures the export holds, saying which it does not', () => {
      const { markdown, pictures, notes } = converted('<p>Look:</p>\n[gallery columns="2" ids="1,13,2"]', {
        byId: held,
        attached: [],
      });
      expect(markdown).toBe(
        'Look:\n\n::: gallery\n![One](https://old.example/up/1.jpg "The \\"first\\"")\n![](https://old.example/up/2.jpg)\n:::\n',
      );
      expect(pictures).toEqual([held.get('1'), held.get('2')]);
      expect(notes).toEqual([
        'Left out: 1 of the 3 pictures of a gallery shortcode (ids 1, 13, 2) that the export does not hold',
      ]);

      expect(converted('[gallery ids="12, 13"]')).toEqual({
        markdown: '',
        pictures: [],
        notes: ['Left out: a gallery shortcode naming pictures by id 12, 13 that the export does not hold'],
      });
    });

    it('naming no pictures shows those attached to the post, as WordPress does', () => {
      const { markdown } = converted('[gallery]', { byId: held, attached: ['2', '1'] });
      expect(markdown).toBe(
        '::: gallery\n![](https://old.example/up/2.jpg)\n![One](https://old.example/up/1.jpg "The \\"first\\"")\n:::\n',
      );
      expect(converted('[gallery]', { byId: held, attached: [] }).notes).toEqual([
        'Left out: a gallery shortcode naming no pictures, with none attached to the post in the export',
      ]);
    });
  });

  it('[embed] becomes the provider’s address alone on its line', () => {
    expect(converted('[embed]https://vimeo.com/76979871[/embed]\n\n').markdown).toBe('https://vimeo.com/76979871\n');
  });

  it('[video] is left out with a link to its file in its place', () => {
    const { markdown, notes } = converted('[video width="640" height="360" mp4="https://old.example/up/camp.mp4"][/video]');
    expect(markdown).toBe('[camp.mp4](https://old.example/up/camp.mp4)\n');
    expect(notes).toEqual(['Left out: a video file (https://old.example/up/camp.mp4); a link to it stands in its place']);
  });

  it('others are left out with a note naming each, keeping the words they enclose and text in brackets', () => {
    const html =
      '<p>The price [sic] rose.</p><p>[audio mp3="https://old.example/wind.mp3"][/audio]</p><p>[playlist ids="4,5"]</p>' +
      '<p>[box style="tip"]Bring water.[/box]</p><p>[toc]</p><p>[row][/row]</p>';
    const { markdown, notes } = converted(html);
    expect(markdown).toBe('The price \\[sic\\] rose.\n\nBring water.\n\n\\[toc\\]\n');
    expect(notes).toEqual([
      'Left out: the shortcode [audio]',
      'Left out: the shortcode [playlist]',
      'Left out: the shortcode [box]',
      'Left out: the shortcode [row]',
    ]);
  });

  it('are not read inside comments, which stay as they were', () => {
    const html = '<!-- wp:paragraph {"className":"[note style=x]"} --><p>Walk</p><!-- /wp:paragraph -->';
    expect(expandShortcodes(html, NONE)).toEqual({ html, notes: [] });
  });
});
