import { describe, expect, it } from 'vitest';
import { changedFields, revisionFieldsOf, summarize } from './snapshot';

const draft = {
  title: 'Lisbon by tram',
  content: 'The 28 climbs.',
  postType: 'city',
  author: 'Ana',
  metaTitle: 'Lisbon by tram',
  metaDescription: null,
  images: [
    { id: 4, alternativeText: 'File alt', caption: null },
    { id: 9, alternativeText: null, caption: 'File caption' },
  ],
  imageText: [{ id: 9, alternativeText: 'A yellow tram' }],
  placeName: 'Lisbon',
  placeCountry: 'PT',
  placeLatitude: '38.71',
  placeLongitude: -9.14,
  lastVerifiedAt: '2026-10-01',
  tags: [{ name: 'Trams' }, { name: 'Hills' }],
  scheduledAt: '2026-12-01T09:00:00+01:00',
};

describe('revisionFieldsOf', () => {
  it("holds every field the form edits, images in order with the post's own words over the file's", () => {
    expect(revisionFieldsOf(draft, false)).toEqual({
      title: 'Lisbon by tram',
      content: 'The 28 climbs.',
      postType: 'city',
      author: 'Ana',
      metaTitle: 'Lisbon by tram',
      metaDescription: null,
      images: [
        { id: 4, alternativeText: 'File alt', caption: null },
        { id: 9, alternativeText: 'A yellow tram', caption: 'File caption' },
      ],
      placeName: 'Lisbon',
      placeCountry: 'PT',
      placeLatitude: 38.71,
      placeLongitude: -9.14,
      lastVerifiedAt: '2026-10-01',
      itinerary: null,
      route: null,
      tags: ['Trams', 'Hills'],
      scheduledAt: '2026-12-01T08:00:00.000Z',
      status: 'scheduled',
    });
  });

  it('tells a live post from a draft', () => {
    expect(revisionFieldsOf({ ...draft, scheduledAt: null }, true).status).toBe('published');
    expect(revisionFieldsOf({ ...draft, scheduledAt: null }, false).status).toBe('draft');
  });
});

describe('summaries', () => {
  const before = revisionFieldsOf({ ...draft, scheduledAt: null }, false);

  it('names the changed fields in the form’s order, image words apart from the images', () => {
    const after = revisionFieldsOf({ ...draft, scheduledAt: null, content: 'New.', title: 'T', imageText: [] }, false);
    expect(changedFields(before, after)).toEqual(['title', 'content', 'image text']);
    expect(changedFields(before, revisionFieldsOf({ ...draft, scheduledAt: null, tags: [{ name: 'Trams' }] }, false))).toEqual([
      'tags',
    ]);
    // A revision made before tags existed holds none: no change is read into it.
    expect(changedFields({ ...before, tags: undefined }, { ...before, tags: [] })).toEqual([]);
    expect(summarize('update', after, before)).toBe('Saved as a draft: changed title, content and image text');
  });

  it('says what the save did when nothing changed, and never lists changes on a first revision', () => {
    expect(summarize('update', before, before)).toBe('Saved as a draft');
    expect(summarize('create', before, null)).toBe('Created as a draft');
    expect(summarize('unpublish', before, before)).toBe('Unpublished');
    expect(summarize('autosave', { ...before, content: 'Unsaved.' }, before)).toBe('Autosaved, not saved: changed content');
  });

  it('names a changed itinerary and GPX route, and reads a revision recorded before them as having neither', () => {
    const itinerary = [{ stops: [{ name: 'Belém Tower', latitude: 38.6916, longitude: -9.216 }] }];
    const after = revisionFieldsOf(
      { ...draft, scheduledAt: null, itinerary, route: { id: 31, url: '/uploads/tram.gpx' } },
      false,
    );
    expect(after).toMatchObject({ itinerary, route: 31 });
    expect(summarize('update', after, before)).toBe('Saved as a draft: changed itinerary and GPX route');
    const { itinerary: _itinerary, route: _route, ...older } = before;
    expect(changedFields(older, before)).toEqual([]);
  });

  it('does not count the publish time a publish clears as a change', () => {
    const scheduled = revisionFieldsOf(draft, false);
    const live = revisionFieldsOf({ ...draft, scheduledAt: null }, true);
    expect(summarize('publish', live, scheduled)).toBe('Published');
  });

  it('names the revision a restore brought back', () => {
    const after = revisionFieldsOf({ ...draft, scheduledAt: null, title: 'Old title' }, false);
    expect(summarize('restore', after, before, new Date('2026-11-20T08:05:00Z'))).toBe(
      'Restored the revision of 2026-11-20 08:05 UTC: changed title',
    );
  });
});
