import {
  describeImages,
  REVISIONED_COLUMNS,
  POST_FIELD_SPECS,
  REVISION_LABELS,
  type RevisionedColumnName,
  type PostFieldKind,
} from '@journey-canvas/shared';

/** What a revision holds, and how two differ: pure functions. */
export interface RevisionImage {
  id: number;
  alternativeText: string | null;
  caption: string | null;
}

/** The post's columns (decision 093), each absent in revisions recorded before it existed; then what a column cannot hold. */
export type RevisionFields = Partial<Record<RevisionedColumnName, unknown>> & {
  title: string;
  content: string;
  images: RevisionImage[];
  route?: number | null;
  tags?: string[];
  scheduledAt: string | null;
  status: 'draft' | 'scheduled' | 'published';
};

type Stored = Record<string, unknown>;
type StoredImage = { id: number; alternativeText?: string | null; caption?: string | null };

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const number = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));
const time = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
const COLUMN_VALUE: Record<PostFieldKind, (value: unknown) => unknown> = {
  text,
  day: text,
  number,
  json: (value) => value ?? null,
  boolean: Boolean,
  images: () => null,
  file: () => null,
  tags: () => null,
};

export function revisionFieldsOf(draft: Stored, live: boolean): RevisionFields {
  const images = describeImages((draft.images as StoredImage[] | null) ?? [], draft.imageText).map((image) => ({
    id: image.id,
    alternativeText: image.alternativeText ?? null,
    caption: image.caption ?? null,
  }));
  const scheduledAt = time(draft.scheduledAt);
  const columns = Object.fromEntries(
    REVISIONED_COLUMNS.map((name) => [name, COLUMN_VALUE[POST_FIELD_SPECS[name].kind](draft[name])]),
  );
  return {
    ...columns,
    title: text(draft.title) ?? '',
    content: text(draft.content) ?? '',
    images,
    route: (draft.route as { id?: number } | null | undefined)?.id ?? null,
    tags: ((draft.tags as { name: string }[] | null) ?? []).map((tag) => tag.name),
    scheduledAt,
    status: live ? 'published' : scheduledAt ? 'scheduled' : 'draft',
  };
}

/** "GPX route" stays as it is, "Post type" is "post type" in a sentence. */
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label);

/** What a change to each name compares: the images' texts are told apart from the images. */
function readerOf(label: string, fields: readonly [string, ...string[]]): [string, (f: RevisionFields) => unknown][] {
  const of = (f: RevisionFields) => f as unknown as Record<string, unknown>;
  if (fields.includes('images'))
    return [
      [inSentence(label), (f) => f.images.map((image) => image.id)],
      ['image text', (f) => f.images.map((image) => [image.alternativeText, image.caption])],
    ];
  if (fields.includes('tags')) return [[inSentence(label), (f) => f.tags ?? []]];
  if (fields.length === 1) return [[inSentence(label), (f) => of(f)[fields[0]] ?? null]];
  return [[inSentence(label), (f) => fields.map((name) => of(f)[name] ?? null)]];
}

/** In the form's order, then the publish time. */
const FIELD_LABELS: [string, (fields: RevisionFields) => unknown][] = [
  ...REVISION_LABELS.flatMap(({ label, fields }) => readerOf(label, fields)),
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
