import { describe, expect, it } from 'vitest';
import { autosaveFieldsSchema } from './autosave';
import { POST_MESSAGES } from './messages';

describe('autosaveFieldsSchema', () => {
  it('keeps work in progress: nothing required, empty fields as null, images with their words', () => {
    const parsed = autosaveFieldsSchema.parse({
      postType: '',
      title: '  Half a title ',
      content: '',
      author: 'Ana',
      metaTitle: '',
      images: [{ id: 4, alternativeText: 'A tram', caption: '' }],
      placeLatitude: '',
      lastVerifiedAt: '',
      slug: 'ignored',
    });
    expect(parsed).toEqual({
      postType: null,
      title: 'Half a title',
      content: '',
      author: 'Ana',
      metaTitle: null,
      metaDescription: null,
      images: [{ id: 4, alternativeText: 'A tram', caption: null }],
      placeName: null,
      placeCountry: null,
      placeLatitude: null,
      placeLongitude: null,
      lastVerifiedAt: null,
      itinerary: null,
      route: null,
      tags: [],
    });
  });

  it('refuses what a save would refuse field by field', () => {
    const problems = (input: unknown) => autosaveFieldsSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(problems({ title: 'x'.repeat(201) })).toEqual([POST_MESSAGES.titleTooLong]);
    expect(problems({ content: 'a\u0000b' })).toHaveLength(1);
    expect(problems({ postType: 'nonsense' })).toEqual([POST_MESSAGES.postTypeRequired]);
    expect(problems({ images: [{ id: -1 }] })).toHaveLength(1);
    expect(problems({ title: 42 })).toEqual(['Title must be text']);
    expect(problems([])).toHaveLength(1);
  });
});
