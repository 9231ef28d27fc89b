import { describe, expect, it } from 'vitest';
import { contentPreview } from './preview';

describe('contentPreview', () => {
  it('keeps short text whole and plain', () => {
    expect(contentPreview('## Hello\n\n**Bold** [link](https://x.example) text')).toBe('Hello Bold link text');
  });

  it('cuts long text at 150 characters with an ellipsis', () => {
    expect(contentPreview('a'.repeat(400))).toBe(`${'a'.repeat(150)}…`);
  });
});

describe('contentPreview keeps the words a reader sees', () => {
  it('keeps a lone < or > in prose', () => {
    expect(contentPreview('5 < 6 > 4, and 3 <4')).toBe('5 < 6 > 4, and 3 <4');
  });

  it('drops raw HTML tags and comments but keeps their text', () => {
    expect(contentPreview('A <strong>bold</strong> move<!-- note --> <br/>home')).toBe('A bold move home');
  });

  it('reads an autolink as its address', () => {
    expect(contentPreview('See <https://visitkyoto.jp> first')).toBe('See https://visitkyoto.jp first');
  });
});
