import { describeImages, POST_COLUMNS, POST_FIELD_SPECS, type PostColumnName } from '@journey-canvas/shared';

/** A stored post as react-admin's record, with its status. */

interface StoredFile {
  id: number;
  url: string;
  alternativeText?: string | null;
  caption?: string | null;
  width?: number | null;
  height?: number | null;
  mime?: string;
  formats?: Record<string, { url: string; width: number; height: number; mime?: string }> | null;
}

function toImage(file: StoredFile) {
  const formats = Object.fromEntries(
    Object.entries(file.formats ?? {}).map(([name, format]) => [
      name,
      { url: format.url, width: format.width, height: format.height, mime: format.mime },
    ]),
  );
  return {
    id: file.id,
    url: file.url,
    alternativeText: file.alternativeText ?? null,
    caption: file.caption ?? null,
    width: file.width ?? null,
    height: file.height ?? null,
    mime: file.mime,
    formats,
  };
}

/** The cleaned GPX file; `size` in KB. */
function routeOf(file: unknown) {
  if (typeof file !== 'object' || file === null) return null;
  const { id, name, url, size } = file as { id: number; name?: string; url?: string; size?: number };
  return { id, name: name ?? null, url: url ?? null, size: size ?? null };
}

/** The post's own columns as the form edits them: empty is null (decision 093). */
const columnsOf = (document: Record<string, unknown>) =>
  Object.fromEntries(
    POST_COLUMNS.map((name) => [
      name,
      POST_FIELD_SPECS[name].kind === 'boolean' ? Boolean(document[name]) : (document[name] ?? null),
    ]),
  ) as Record<PostColumnName, unknown>;

export interface LiveVersion {
  publishedAt: string | Date;
  updatedAt: string | Date;
}

/** The Trash wins whatever the post was; `draftChanges` when the draft was saved after the live version. */
export function postStatus(draft: Record<string, unknown>, live?: LiveVersion) {
  if (draft.trashedAt) return { status: 'trash' as const, draftChanges: false };
  if (live) {
    const draftChanges = new Date(draft.updatedAt as string).getTime() > new Date(live.updatedAt).getTime();
    return { status: 'published' as const, draftChanges };
  }
  if (draft.reviewRequestedAt) return { status: 'review' as const, draftChanges: false };
  return { status: draft.scheduledAt ? ('scheduled' as const) : ('draft' as const), draftChanges: false };
}

/** The draft, with `id` the documentId and each image in the draft's own words (decision 028). */
export function toRecord(document: Record<string, unknown>, live?: LiveVersion) {
  const images = describeImages(((document.images as StoredFile[] | null) ?? []).map(toImage), document.imageText);
  return {
    id: document.documentId as string,
    ...columnsOf(document),
    // A post in the Trash keeps its address aside (decision 040).
    slug: document.slug ?? document.trashedSlug,
    createdByAdmin: document.createdByAdmin,
    // An Editor's note when the post was sent back from review, kept until it is submitted again.
    reviewNote: document.reviewNote ?? null,
    images,
    featuredImage: images[0] ?? null,
    createdAt: document.createdAt,
    updatedAt: document.updatedAt,
    publishedAt: live?.publishedAt ?? document.publishedAt ?? null,
    scheduledAt: document.scheduledAt ?? null,
    ...postStatus(document, live),
    route: routeOf(document.route),
    trashedAt: document.trashedAt ?? null,
    tags: ((document.tags as { name: string }[] | null) ?? []).map((tag) => tag.name),
  };
}
