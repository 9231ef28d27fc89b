import { describe, expect, it } from 'vitest';
import { contentRange } from './list-params';

describe('contentRange', () => {
  it('writes the header react-admin reads the total from', () => {
    expect(contentRange({ start: 0, limit: 25 }, 25, 319)).toBe('posts 0-24/319');
    expect(contentRange({ start: 50, limit: 25 }, 0, 40)).toBe('posts 50-50/40');
  });
});
