import { describe, expect, it } from 'vitest';
import { phoneSized, PLACEHOLDER_IMAGE, responsiveImage, shareImage, srcSetOf } from './images';

const image = {
  url: '/uploads/kyoto.jpg',
  alternativeText: 'Temple at dusk',
  width: 1600,
  height: 1000,
  formats: {
    thumbnail: { url: '/uploads/thumbnail_kyoto.jpg', width: 245, height: 153 },
    small: { url: '/uploads/small_kyoto.jpg', width: 500, height: 313 },
    large: { url: '/uploads/large_kyoto.jpg', width: 1000, height: 625 },
    small_avif: { url: '/uploads/small_kyoto.avif', width: 500, height: 313 },
    large_avif: { url: '/uploads/large_kyoto.avif', width: 1000, height: 625 },
    small_webp: { url: '/uploads/small_kyoto.webp', width: 500, height: 313 },
    large_webp: { url: '/uploads/large_kyoto.webp', width: 1000, height: 625 },
  },
};
const cms = 'https://cms.example';

describe('responsiveImage', () => {
  it('offers the formats without the thumbnail, then AVIF and WebP sources, on the CMS address', () => {
    const picture = responsiveImage(image, cms);
    expect(picture).toMatchObject({ src: `${cms}/uploads/large_kyoto.jpg`, width: 1600, height: 1000, alt: 'Temple at dusk' });
    expect(srcSetOf(picture.candidates)).toBe(
      `${cms}/uploads/small_kyoto.jpg 500w, ${cms}/uploads/large_kyoto.jpg 1000w, ${cms}/uploads/kyoto.jpg 1600w`,
    );
    expect(picture.sources.map((source) => [source.type, srcSetOf(source.candidates)])).toEqual([
      ['image/avif', `${cms}/uploads/small_kyoto.avif 500w, ${cms}/uploads/large_kyoto.avif 1000w`],
      ['image/webp', `${cms}/uploads/small_kyoto.webp 500w, ${cms}/uploads/large_kyoto.webp 1000w`],
    ]);
  });

  it('offers no sources for an upload stored before the CMS made them', () => {
    const { small, large } = image.formats;
    expect(responsiveImage({ ...image, formats: { small, large } }, cms).sources).toEqual([]);
  });

  it('falls back to the local placeholder', () => {
    expect(responsiveImage(undefined, cms, 'A story')).toEqual({
      ...PLACEHOLDER_IMAGE,
      alt: 'A story',
      candidates: [],
      sources: [],
    });
  });
});

describe('phoneSized', () => {
  it('keeps the files at most 500 px wide, in every encoding, and shows the widest of them', () => {
    const phone = phoneSized(responsiveImage(image, cms));
    expect(phone.src).toBe(`${cms}/uploads/small_kyoto.jpg`);
    expect(srcSetOf(phone.candidates)).toBe(`${cms}/uploads/small_kyoto.jpg 500w`);
    expect(phone.sources.map((source) => srcSetOf(source.candidates))).toEqual([
      `${cms}/uploads/small_kyoto.avif 500w`,
      `${cms}/uploads/small_kyoto.webp 500w`,
    ]);
  });

  it('keeps the narrowest file of a picture with none that small, and leaves the placeholder alone', () => {
    const wide = responsiveImage({ ...image, formats: { large: image.formats.large } }, cms);
    expect(phoneSized(wide).candidates).toEqual([{ url: `${cms}/uploads/large_kyoto.jpg`, width: 1000 }]);
    const placeholder = responsiveImage(null, cms);
    expect(phoneSized(placeholder)).toEqual(placeholder);
  });
});

describe('shareImage', () => {
  it('links the large format in the upload format (never AVIF or WebP) with its own size and the alt text, or none without an image', () => {
    expect(shareImage(image, 'https://cms.example', 'A story')).toEqual({
      url: 'https://cms.example/uploads/large_kyoto.jpg',
      width: 1000,
      height: 625,
      alt: 'Temple at dusk',
    });
    expect(shareImage(null, 'https://cms.example', 'A story')).toBeUndefined();
  });
});
