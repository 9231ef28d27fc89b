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
