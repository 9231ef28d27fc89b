import { describe, expect, it } from 'vitest';
import { isAcceptableImage } from './uploads';

describe('image choice', () => {
  it('takes JPG, PNG and WEBP under 10 MB only', () => {
    expect(isAcceptableImage({ name: 'a.JPG', type: 'image/jpeg', size: 1000 })).toBe(true);
    expect(isAcceptableImage({ name: 'a.webp', type: 'image/webp', size: 10 * 1024 * 1024 })).toBe(true);
    expect(isAcceptableImage({ name: 'a.png', type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe(false);
    expect(isAcceptableImage({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(false);
    expect(isAcceptableImage({ name: 'a.svg', type: 'image/svg+xml', size: 10 })).toBe(false);
    expect(isAcceptableImage({ name: 'a.jpg', type: 'text/html', size: 10 })).toBe(false);
  });
});
