import { describe, expect, it } from 'vitest';
import { revisionDiff, type RevisionFields } from './revisionDiff';

const revision: RevisionFields = {
  title: 'Three days in Lisbon',
  content: 'We rode the 28 tram up to the castle at dawn.',
  postType: 'cultural',
  author: 'Ana',
  metaTitle: 'Three days in Lisbon',
  metaDescription: null,
  images: [{ id: 4, alternativeText: 'A yellow tram', caption: null }],
  placeName: 'Lisbon',
  placeCountry: 'PT',
  placeLatitude: 38.71,
  placeLongitude: -9.14,
  lastVerifiedAt: null,
  scheduledAt: null,
};

describe('revisionDiff', () => {
  it('finds nothing between a revision and the same text', () => {
    expect(revisionDiff(revision, { ...revision })).toEqual([]);
  });

  it('diffs content word by word: the revision’s words removed, the current ones added', () => {
    const [content] = revisionDiff(revision, { ...revision, content: 'We rode the 12 tram up to the castle at noon.' });
    expect(content!.label).toBe('Content');
    const removed = content!.parts.filter((part) => part.removed).map((part) => part.value);
    const added = content!.parts.filter((part) => part.added).map((part) => part.value);
    expect(removed).toEqual(['28', 'dawn']);
    expect(added).toEqual(['12', 'noon']);
    expect(content!.parts.map((part) => (part.added ? '' : part.value)).join('')).toBe(revision.content);
  });

  it('names each changed field in the form’s order, images by position with their words', () => {
    const diffs = revisionDiff(revision, {
      ...revision,
      postType: 'food',
      images: [
        { id: 4, alternativeText: 'A yellow tram on a hill', caption: null },
        { id: 7, alternativeText: null, caption: 'Pastéis' },
      ],
      placeName: null,
      placeCountry: null,
      placeLatitude: null,
      placeLongitude: null,
    });
    expect(diffs.map((diff) => diff.label)).toEqual(['Post type', 'Images', 'Place']);
    const typeParts = diffs[0]!.parts;
    expect(
      typeParts
        .filter((part) => part.removed)
        .map((part) => part.value)
        .join(' '),
    ).toContain('Cultural');
    expect(
      diffs[1]!.parts
        .filter((part) => part.added)
        .map((part) => part.value)
        .join(''),
    ).toContain('Image 2 (file 7)');
  });

  it('shows an itinerary a stop a line, and the route by its file, whether a revision holds them or not', () => {
    const itinerary = [{ title: 'Alfama', stops: [{ name: 'Castelo', time: '09:00', durationMinutes: 90, note: 'Go early' }] }];
    const [days, route] = revisionDiff(revision, { ...revision, itinerary, route: { id: 31 } });
    expect(days!.label).toBe('Itinerary');
    expect(days!.parts.map((part) => part.value).join('')).toBe('Day 1 — Alfama\n  09:00 Castelo (90 min): Go early');
    expect(route).toMatchObject({ label: 'GPX route', parts: [{ added: true, value: 'GPX file 31' }] });
    expect(revisionDiff({ ...revision, itinerary: null, route: 31 }, { ...revision, route: { id: 31 } })).toEqual([]);
  });
});
