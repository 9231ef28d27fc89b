import { diffWords, type ChangeObject } from 'diff';
import { postTypeLabel } from '@journey-canvas/shared';

/**
 * A revision against the post as it is now, field by field, in words an editor reads: each
 * field as text, then a word-level diff (the `diff` library's) of those that differ. Pure.
 */

/** A revision's fields, as `GET /api/admin/revisions/:id` answers them. */
export interface RevisionFields {
  title: string;
  content: string;
  postType: string | null;
  author: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  images: { id: number; alternativeText: string | null; caption: string | null }[];
  placeName: string | null;
  placeCountry: string | null;
  placeLatitude: number | null;
  placeLongitude: number | null;
  lastVerifiedAt: string | null;
  /** Absent in revisions recorded before posts had them. */
  itinerary?: ItineraryDay[] | null;
  route?: number | null;
  /** Tag names; revisions made before tags have none. */
  tags?: string[];
  scheduledAt: string | null;
}

interface ItineraryDay {
  title?: string | null;
  stops: { name?: string | null; time?: string | null; durationMinutes?: number | null; note?: string | null }[];
}

/** The fields of the post record the diff reads (the admin API's record has them all). */
export type CurrentPost = Partial<Omit<RevisionFields, 'images' | 'route'>> & {
  images?: { id: number; alternativeText?: string | null; caption?: string | null }[] | null;
  /** A revision holds the file's id, the post's record the file. */
  route?: number | { id: number } | null;
};

export interface FieldDiff {
  label: string;
  parts: ChangeObject<string>[];
}

const imagesText = (images: CurrentPost['images']) =>
  (images ?? [])
    .map(
      (image, index) =>
        `Image ${index + 1} (file ${image.id}): alt text “${image.alternativeText ?? ''}”, caption “${image.caption ?? ''}”`,
    )
    .join('\n');

const placeText = (post: CurrentPost) =>
  [post.placeName, post.placeCountry, post.placeLatitude != null ? `${post.placeLatitude}, ${post.placeLongitude}` : null]
    .filter(Boolean)
    .join(' · ');

/** The itinerary a line a stop, under its day: "Day 1 — Arrival", "  09:00 Fushimi Inari (90 min): Go early". */
const itineraryText = (days: CurrentPost['itinerary']) =>
  (days ?? [])
    .flatMap((day, index) => [
      `Day ${index + 1}${day.title ? ` — ${day.title}` : ''}`,
      ...day.stops.map((stop) =>
        [
          '  ',
          stop.time ? `${stop.time} ` : '',
          stop.name ?? '',
          stop.durationMinutes ? ` (${stop.durationMinutes} min)` : '',
          stop.note ? `: ${stop.note}` : '',
        ].join(''),
      ),
    ])
    .join('\n');

const routeText = (route: CurrentPost['route']) => {
  const id = typeof route === 'object' && route !== null ? route.id : route;
  return id ? `GPX file ${id}` : '';
};

/** Each field as the diff shows it, in the form's order. */
const FIELDS: [string, (post: CurrentPost) => string][] = [
  ['Title', (post) => post.title ?? ''],
  ['Content', (post) => post.content ?? ''],
  ['Post type', (post) => postTypeLabel(post.postType)],
  ['Author', (post) => post.author ?? ''],
  ['Meta title', (post) => post.metaTitle ?? ''],
  ['Meta description', (post) => post.metaDescription ?? ''],
  ['Images', (post) => imagesText(post.images)],
  ['Place', placeText],
  ['Last verified', (post) => post.lastVerifiedAt ?? ''],
  ['Itinerary', (post) => itineraryText(post.itinerary)],
  ['GPX route', (post) => routeText(post.route)],
  ['Tags', (post) => (post.tags ?? []).join(', ')],
  ['Publish time', (post) => post.scheduledAt ?? ''],
];

/** The fields where `revision` and `current` differ: removed words are the revision's, added ones the current text's. */
export function revisionDiff(revision: RevisionFields, current: CurrentPost): FieldDiff[] {
  return FIELDS.flatMap(([label, text]) => {
    const before = text(revision);
    const after = text(current);
    return before === after ? [] : [{ label, parts: diffWords(before, after) }];
  });
}
