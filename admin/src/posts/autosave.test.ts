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
  itinerary: [{ stops: [{ name: 'Tram 28' }] }],
  route: 7,
  tags: ['Winter'],
};

describe('formValuesOf', () => {
  it("puts an autosave's fields in the form, empty ones as empty inputs, keeping the files the form shows", () => {
    const current = {
      id: 'abc',
      slug: 'old-slug',
      title: 'Saved title',
      images: [{ id: 9, url: '/uploads/tram.jpg', alternativeText: 'Old', caption: 'Old caption' }],
      route: { id: 7, name: 'tram-ride.gpx' },
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
      itinerary: [{ stops: [{ name: 'Tram 28' }] }],
      route: { id: 7, name: 'tram-ride.gpx' },
      tags: ['Winter'],
    });
    expect(formValuesOf({ ...fields, itinerary: null, route: 8 }, current)).toMatchObject({
      itinerary: [],
      route: { id: 8, name: null },
    });
  });
});
