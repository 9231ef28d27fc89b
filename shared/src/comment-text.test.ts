import { describe, expect, it } from 'vitest';
import { commentSegments, countLinks } from './comment-text';

describe('comment text', () => {
  it('finds web addresses and leaves everything else as text', () => {
    expect(commentSegments('See https://example.com/a?b=1 and www.example.org.')).toEqual([
      { text: 'See ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: ' and ' },
      { text: 'www.example.org', href: 'http://www.example.org' },
      { text: '.' },
    ]);
  });

  it('never makes a link of javascript: or mailto: addresses', () => {
    const text = 'javascript:alert(1) mailto:a@b.example <a href="javascript:alert(1)">x</a>';
    expect(commentSegments(text)).toEqual([{ text }]);
    expect(countLinks(text)).toBe(0);
  });

  it('counts each address once', () => {
    expect(countLinks('http://a.example http://b.example https://c.example/x')).toBe(3);
    expect(commentSegments('')).toEqual([]);
  });
});
