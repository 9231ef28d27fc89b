import { diffWords, type ChangeObject } from 'diff';
import { postTypeLabel, REVISION_LABELS } from '@journey-canvas/shared';

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
  /** Absent in revisions recorded before posts had them (decision 061). */
  itinerary?: ItineraryDay[] | null;
  route?: number | null;
  /** Revisions made before tags have none. */
  tags?: string[];
  scheduledAt: string | null;
}

interface ItineraryDay {
  title?: string | null;
  stops: { name?: string | null; time?: string | null; durationMinutes?: number | null; note?: string | null }[];
}

export type CurrentPost = Partial<Omit<RevisionFields, 'images' | 'route'>> & {
  images?: { id: number; alternativeText?: string | null; caption?: string | null }[] | null;
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

/** "Day 1 — Arrival", then "  09:00 Fushimi Inari (90 min): Go early". */
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

/** How a field reads in the compare view where plain text will not do. */
const SHOWN: Partial<Record<string, (post: CurrentPost) => string>> = {
  postType: (post) => postTypeLabel(post.postType),
  images: (post) => imagesText(post.images),
  placeName: placeText,
  itinerary: (post) => itineraryText(post.itinerary),
  route: (post) => routeText(post.route),
  tags: (post) => (post.tags ?? []).join(', '),
};

/** The History's names, in the form's order (decision 093), then the publish time. */
const FIELDS: [string, (post: CurrentPost) => string][] = [
  ...REVISION_LABELS.map(({ label, fields }): [string, (post: CurrentPost) => string] => [
    label,
    SHOWN[fields[0]] ?? ((post) => String((post as Record<string, unknown>)[fields[0]] ?? '')),
  ]),
  ['Publish time', (post) => post.scheduledAt ?? ''],
];

/** Removed words are the revision's, added ones the current text's. */
export function revisionDiff(revision: RevisionFields, current: CurrentPost): FieldDiff[] {
  return FIELDS.flatMap(([label, text]) => {
    const before = text(revision);
    const after = text(current);
    return before === after ? [] : [{ label, parts: diffWords(before, after) }];
  });
}
