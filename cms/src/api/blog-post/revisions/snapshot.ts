import { describeImages } from '@journey-canvas/shared';

/** What a revision holds, and how two differ: pure functions. */
export interface RevisionImage {
  id: number;
  alternativeText: string | null;
  caption: string | null;
}

export interface RevisionFields {
  title: string;
  content: string;
  postType: string | null;
  author: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  images: RevisionImage[];
  placeName: string | null;
  placeCountry: string | null;
  placeLatitude: number | null;
  placeLongitude: number | null;
  lastVerifiedAt: string | null;
  /** These three are absent in revisions recorded before they existed. */
  itinerary?: unknown[] | null;
  route?: number | null;
  tags?: string[];
  scheduledAt: string | null;
  status: 'draft' | 'scheduled' | 'published';
}

type Stored = Record<string, unknown>;
type StoredImage = { id: number; alternativeText?: string | null; caption?: string | null };

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const number = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));
const time = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

export function revisionFieldsOf(draft: Stored, live: boolean): RevisionFields {
  const images = describeImages((draft.images as StoredImage[] | null) ?? [], draft.imageText).map((image) => ({
    id: image.id,
    alternativeText: image.alternativeText ?? null,
    caption: image.caption ?? null,
  }));
  const scheduledAt = time(draft.scheduledAt);
  return {
    title: text(draft.title) ?? '',
    content: text(draft.content) ?? '',
    postType: text(draft.postType),
    author: text(draft.author),
    metaTitle: text(draft.metaTitle),
    metaDescription: text(draft.metaDescription),
    images,
    placeName: text(draft.placeName),
    placeCountry: text(draft.placeCountry),
    placeLatitude: number(draft.placeLatitude),
    placeLongitude: number(draft.placeLongitude),
    lastVerifiedAt: text(draft.lastVerifiedAt),
    itinerary: Array.isArray(draft.itinerary) ? draft.itinerary : null,
    route: (draft.route as { id?: number } | null | undefined)?.id ?? null,
    tags: ((draft.tags as { name: string }[] | null) ?? []).map((tag) => tag.name),
    scheduledAt,
    status: live ? 'published' : scheduledAt ? 'scheduled' : 'draft',
  };
}

/** In the form's order; the images' texts are told apart from the images. */
const FIELD_LABELS: [string, (fields: RevisionFields) => unknown][] = [
  ['title', (f) => f.title],
  ['content', (f) => f.content],
  ['post type', (f) => f.postType],
  ['author', (f) => f.author],
  ['meta title', (f) => f.metaTitle],
  ['meta description', (f) => f.metaDescription],
  ['images', (f) => f.images.map((image) => image.id)],
  ['image text', (f) => f.images.map((image) => [image.alternativeText, image.caption])],
  ['place', (f) => [f.placeName, f.placeCountry, f.placeLatitude, f.placeLongitude]],
  ['last verified date', (f) => f.lastVerifiedAt],
  ['itinerary', (f) => f.itinerary ?? null],
  ['GPX route', (f) => f.route ?? null],
  ['tags', (f) => f.tags ?? []],
  ['publish time', (f) => f.scheduledAt],
];

export function changedFields(before: RevisionFields, after: RevisionFields): string[] {
  return FIELD_LABELS.filter(([, read]) => JSON.stringify(read(before)) !== JSON.stringify(read(after))).map(([label]) => label);
}

/** "a", "a and b", "a, b and c". */
function listOf(labels: string[]): string {
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

export type RevisionAction = 'create' | 'update' | 'publish' | 'unpublish' | 'discard' | 'restore' | 'keep' | 'autosave';

function verbOf(action: RevisionAction, after: RevisionFields, restoredFrom?: Date): string {
  switch (action) {
    case 'create':
      return after.status === 'published'
        ? 'Created and published'
        : after.status === 'scheduled'
          ? 'Created and scheduled'
          : 'Created as a draft';
    case 'publish':
      return 'Published';
    case 'unpublish':
      return 'Unpublished';
    case 'discard':
      return 'Discarded the draft’s changes';
    case 'restore':
      return `Restored the revision of ${restoredFrom?.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    case 'keep':
      return 'Kept before a restore';
    case 'autosave':
      return 'Autosaved, not saved';
    default:
      return after.status === 'published'
        ? 'Saved and published'
        : after.status === 'scheduled'
          ? 'Saved, scheduled'
          : 'Saved as a draft';
  }
}

/** E.g. "Saved as a draft: changed title and content". */
export function summarize(
  action: RevisionAction,
  after: RevisionFields,
  before: RevisionFields | null,
  restoredFrom?: Date,
): string {
  const verb = verbOf(action, after, restoredFrom);
  // Publishing clears a publish time by itself: that is the publish, not a change to tell apart.
  const changes = (before && action !== 'create' ? changedFields(before, after) : []).filter(
    (label) => action !== 'publish' || label !== 'publish time',
  );
  return changes.length > 0 ? `${verb}: changed ${listOf(changes)}` : verb;
}
