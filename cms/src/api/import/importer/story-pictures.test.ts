import { describe, expect, it } from 'vitest';
import { withLibraryAddresses } from './story-pictures';

describe('withLibraryAddresses', () => {
  it("rewrites a picture's address whatever quotes its caption takes, and drops one that could not be had", () => {
    const text = [
      `![Tiles](pictures/x.jpg 'Blue tiles')`,
      '',
      '![Lane](pictures/y.jpg "A lane")',
      '',
      '![Dusk](pictures/z.jpg (Dusk))',
      '',
      '![Gone](gone.jpg)',
      '',
      'See pictures/x.jpg in the text.',
      '',
    ].join('\n');
    const addresses = new Map([
      ['pictures/x.jpg', '/uploads/x.jpg'],
      ['pictures/y.jpg', '/uploads/y.jpg'],
      ['pictures/z.jpg', '/uploads/z.jpg'],
      ['gone.jpg', null],
    ]);
    expect(withLibraryAddresses(text, addresses)).toBe(
      [
        `![Tiles](/uploads/x.jpg 'Blue tiles')`,
        '',
        '![Lane](/uploads/y.jpg "A lane")',
        '',
        '![Dusk](/uploads/z.jpg (Dusk))',
        '',
        'See pictures/x.jpg in the text.',
        '',
      ].join('\n'),
    );
  });

  it('drops a gallery none of whose pictures could be had, and keeps one with a picture left', () => {
    const text = [
      '::: gallery',
      '![A](a.jpg)',
      '![B](b.jpg)',
      ':::',
      '',
      '::: gallery',
      '![C](c.jpg)',
      '![D](d.jpg)',
      ':::',
      '',
    ].join('\n');
    const addresses = new Map([
      ['a.jpg', null],
      ['b.jpg', null],
      ['c.jpg', '/uploads/c.jpg'],
      ['d.jpg', null],
    ]);
    expect(withLibraryAddresses(text, addresses)).toBe(['::: gallery', '![C](/uploads/c.jpg)', '', ':::', ''].join('\n'));
  });
});
