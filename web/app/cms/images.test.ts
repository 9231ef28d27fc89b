import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE, responsiveImage, shareImage } from './images';

const image = {
  url: '/uploads/kyoto.jpg',
  alternativeText: 'Temple at dusk',
  width: 1600,
  height: 1000,
  formats: {
    thumbnail: { url: '/uploads/thumbnail_kyoto.jpg', width: 245, height: 153 },
    small: { url: '/uploads/small_kyoto.jpg', width: 500, height: 313 },
    large: { url: '/uploads/large_kyoto.jpg', width: 1000, height: 625 },
  },
};

describe('responsiveImage', () => {
  it('builds a srcset from the formats, without the thumbnail, on the CMS address', () => {
    expect(responsiveImage(image, 'https://cms.example')).toEqual({
      src: 'https://cms.example/uploads/large_kyoto.jpg',
      srcSet:
        'https://cms.example/uploads/small_kyoto.jpg 500w, https://cms.example/uploads/large_kyoto.jpg 1000w, https://cms.example/uploads/kyoto.jpg 1600w',
      width: 1600,
      height: 1000,
      alt: 'Temple at dusk',
    });
  });

  it('falls back to the local placeholder', () => {
    expect(responsiveImage(undefined, 'https://cms.example', 'A story')).toEqual({ ...PLACEHOLDER_IMAGE, alt: 'A story' });
  });
});

describe('shareImage', () => {
  it('links the large format with its own size and the alt text, or none without an image', () => {
    expect(shareImage(image, 'https://cms.example', 'A story')).toEqual({
      url: 'https://cms.example/uploads/large_kyoto.jpg',
      width: 1000,
      height: 625,
      alt: 'Temple at dusk',
    });
    expect(shareImage(null, 'https://cms.example', 'A story')).toBeUndefined();
  });
});
