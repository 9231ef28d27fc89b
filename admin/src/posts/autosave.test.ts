import { describe, expect, it } from 'vitest';
import { formValuesOf } from './autosave';

const fields = {
  postType: null,
  title: 'Half a title',
  content: 'Unsaved words.',
  author: null,
  metaTitle: null,
  metaDescription: 'Kept',
  images: [
    { id: 9, alternativeText: 'A new alt text', caption: null },
    { id: 12, alternativeText: null, caption: 'Uploaded, never saved' },
  ],
  placeName: null,
  placeCountry: null,
  placeLatitude: null,
  placeLongitude: null,
  lastVerifiedAt: null,
  tags: ['Winter'],
};

describe('formValuesOf', () => {
  it("puts an autosave's fields in the form, empty ones as empty inputs, keeping the files the form shows", () => {
    const current = {
      id: 'abc',
      slug: 'old-slug',
      title: 'Saved title',
      images: [{ id: 9, url: '/uploads/tram.jpg', alternativeText: 'Old', caption: 'Old caption' }],
    };
    expect(formValuesOf(fields, current)).toEqual({
      id: 'abc',
      slug: 'old-slug',
      postType: '',
      title: 'Half a title',
      content: 'Unsaved words.',
      author: '',
      metaTitle: '',
      metaDescription: 'Kept',
      images: [
        { id: 9, url: '/uploads/tram.jpg', alternativeText: 'A new alt text', caption: '' },
        { id: 12, url: '', alternativeText: '', caption: 'Uploaded, never saved' },
      ],
      placeName: '',
      placeCountry: '',
      placeLatitude: null,
      placeLongitude: null,
      lastVerifiedAt: '',
      tags: ['Winter'],
    });
  });
});
