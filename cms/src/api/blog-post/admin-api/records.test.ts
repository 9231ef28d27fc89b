import { describe, expect, it } from 'vitest';
import { toRecord } from './records';

describe('toRecord', () => {
  it('uses the documentId as id and the first image as featured', () => {
    const record = toRecord({
      id: 7,
      documentId: 'abc',
      title: 'T',
      images: [
        {
          id: 1,
          url: '/uploads/a.jpg',
          width: 10,
          height: 5,
          mime: 'image/jpeg',
          formats: { small: { url: '/uploads/s.jpg', width: 5, height: 2, mime: 'image/jpeg', size: 1 } },
        },
        { id: 2, url: '/uploads/b.jpg' },
      ],
    });
    expect(record.id).toBe('abc');
    expect(record.featuredImage).toEqual({
      id: 1,
      url: '/uploads/a.jpg',
      alternativeText: null,
      caption: null,
      width: 10,
      height: 5,
      mime: 'image/jpeg',
      formats: { small: { url: '/uploads/s.jpg', width: 5, height: 2, mime: 'image/jpeg' } },
    });
    expect(record.images).toHaveLength(2);
    expect(record).toMatchObject({ status: 'draft', draftChanges: false, publishedAt: null, scheduledAt: null });
  });

  it('carries the itinerary as stored and the GPX route as its file', () => {
    const itinerary = [{ stops: [{ name: 'Gion' }] }];
    const route = { id: 5, name: 'walk.gpx', url: '/uploads/walk_1a2b.gpx', size: 3.2, mime: 'application/gpx+xml', hash: 'x' };
    expect(toRecord({ documentId: 'a', itinerary, route })).toMatchObject({
      itinerary,
      route: { id: 5, name: 'walk.gpx', url: '/uploads/walk_1a2b.gpx', size: 3.2 },
    });
    expect(toRecord({ documentId: 'a' })).toMatchObject({ itinerary: null, route: null });
  });

  it('tells a draft, a scheduled post, a published post and one with newer draft changes apart', () => {
    const draft = { documentId: 'a', updatedAt: '2026-05-01T10:00:00.000Z' };
    const live = { publishedAt: '2026-04-01T10:00:00.000Z', updatedAt: '2026-05-01T10:00:00.000Z' };
    expect(toRecord({ ...draft, scheduledAt: '2026-06-01T07:00:00.000Z' })).toMatchObject({ status: 'scheduled' });
    expect(toRecord(draft, live)).toMatchObject({ status: 'published', draftChanges: false, publishedAt: live.publishedAt });
    expect(toRecord({ ...draft, updatedAt: '2026-05-02T09:00:00.000Z' }, live)).toMatchObject({
      status: 'published',
      draftChanges: true,
    });
  });

  it('shows a post waiting for review, and the note an Editor sent back', () => {
    const draft = { documentId: 'a', updatedAt: '2026-05-01T10:00:00.000Z' };
    expect(toRecord({ ...draft, reviewRequestedAt: '2026-05-01T10:00:00.000Z' })).toMatchObject({
      status: 'review',
      reviewNote: null,
    });
    expect(toRecord({ ...draft, reviewNote: 'Add the pier.' })).toMatchObject({ status: 'draft', reviewNote: 'Add the pier.' });
    expect(
      toRecord({ ...draft, trashedAt: '2026-05-02T10:00:00.000Z', reviewRequestedAt: '2026-05-01T10:00:00.000Z' }),
    ).toMatchObject({
      status: 'trash',
    });
  });
});
