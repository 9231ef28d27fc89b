import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors';
import { postSchema } from './post';

const story = {
  postType: 'guide',
  title: 'Three days in Kyoto',
  content: 'x'.repeat(100),
  author: 'Mira Okafor',
  images: [1],
};

const errorsOf = (input: Record<string, unknown>) => {
  const result = postSchema.safeParse({ ...story, ...input });
  return result.success ? {} : fieldErrors(result.error);
};

describe("a post's place", () => {
  it('is optional, and blank fields are no place at all', () => {
    const post = postSchema.parse({ ...story, placeName: ' ', placeCountry: '', placeLatitude: '', placeLongitude: null });
    expect([post.placeName, post.placeCountry, post.placeLatitude, post.placeLongitude]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('keeps a named place with its country and coordinates, trimmed', () => {
    const post = postSchema.parse({
      ...story,
      placeName: ' Kyoto ',
      placeCountry: 'Japan',
      placeLatitude: 35.0116,
      placeLongitude: 135.7681,
    });
    expect(post).toMatchObject({ placeName: 'Kyoto', placeCountry: 'Japan', placeLatitude: 35.0116, placeLongitude: 135.7681 });
  });

  it('accepts the poles and the date line, and nothing beyond them', () => {
    expect(errorsOf({ placeName: 'South Pole', placeLatitude: -90, placeLongitude: 180 })).toEqual({});
    expect(errorsOf({ placeName: 'Nowhere', placeLatitude: 90.01, placeLongitude: -180.5 })).toEqual({
      placeLatitude: 'Latitude must be a number from -90 to 90',
      placeLongitude: 'Longitude must be a number from -180 to 180',
    });
    expect(errorsOf({ placeName: 'Nowhere', placeLatitude: 'north', placeLongitude: 10 })).toEqual({
      placeLatitude: 'Latitude must be a number from -90 to 90',
    });
  });

  it('needs a name when coordinates are given, and both coordinates or neither', () => {
    expect(errorsOf({ placeLatitude: 35, placeLongitude: 135 })).toEqual({
      placeName: 'Enter the name of the place these coordinates point to',
    });
    expect(errorsOf({ placeName: 'Kyoto', placeLatitude: 35 })).toEqual({
      placeLongitude: 'Enter both latitude and longitude, or neither',
    });
    expect(errorsOf({ placeName: 'Kyoto', placeCountry: 'Japan' })).toEqual({});
  });

  it("reports the place rules beside the other fields' errors", () => {
    expect(errorsOf({ images: [], placeLatitude: 35, placeLongitude: 135 })).toEqual({
      images: 'At least one image is required',
      placeName: 'Enter the name of the place these coordinates point to',
    });
  });

  it('holds its names to 100 characters', () => {
    expect(errorsOf({ placeName: 'k'.repeat(101), placeCountry: 'j'.repeat(101) })).toEqual({
      placeName: 'Place name must be 100 characters or less',
      placeCountry: 'Country must be 100 characters or less',
    });
  });
});

describe("a guide's last verified date", () => {
  it('is a calendar day, never in the future', () => {
    expect(postSchema.parse({ ...story, lastVerifiedAt: '2026-03-01' }).lastVerifiedAt).toBe('2026-03-01');
    expect(postSchema.parse({ ...story, lastVerifiedAt: '' }).lastVerifiedAt).toBeUndefined();
    expect(errorsOf({ lastVerifiedAt: '1 March' })).toEqual({ lastVerifiedAt: 'Enter the date as YYYY-MM-DD' });
    expect(errorsOf({ lastVerifiedAt: '2999-01-01' })).toEqual({
      lastVerifiedAt: 'The last verified date cannot be in the future',
    });
  });
});
