import { describeImages } from '@journey-canvas/shared';

/** A stored post as the admin API answers it: react-admin's record, with its status. Pure functions. */

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

/** A post's GPX route as its record shows it: the cleaned file's id, name, address and size (KB). */
function routeOf(file: unknown) {
  if (typeof file !== 'object' || file === null) return null;
  const { id, name, url, size } = file as { id: number; name?: string; url?: string; size?: number };
  return { id, name: name ?? null, url: url ?? null, size: size ?? null };
}

/** The live version of a post, as far as its record needs it. */
export interface LiveVersion {
  publishedAt: string | Date;
  updatedAt: string | Date;
}

/**
 * Where a post stands: in the Trash when it was moved there (whatever it was before), published when it has a live version (with `draftChanges` when its draft was
 * saved after that), in review when its writer submitted it (decision 045), scheduled when its draft
 * carries a publish time, a draft otherwise.
 */
export function postStatus(draft: Record<string, unknown>, live?: LiveVersion) {
  if (draft.trashedAt) return { status: 'trash' as const, draftChanges: false };
  if (live) {
    const draftChanges = new Date(draft.updatedAt as string).getTime() > new Date(live.updatedAt).getTime();
    return { status: 'published' as const, draftChanges };
  }
  if (draft.reviewRequestedAt) return { status: 'review' as const, draftChanges: false };
  return { status: draft.scheduledAt ? ('scheduled' as const) : ('draft' as const), draftChanges: false };
}

/**
 * A stored post as react-admin receives it: its draft (what the editor works on), with `id` the
 * documentId, the first image featured, each image in the draft's own words (decision 028), and
 * the status and publication date of its live version.
 */
export function toRecord(document: Record<string, unknown>, live?: LiveVersion) {
  const images = describeImages(((document.images as StoredFile[] | null) ?? []).map(toImage), document.imageText);
  return {
    id: document.documentId as string,
    title: document.title,
    // A post in the Trash has given its address up and keeps it aside (decision 040).
    slug: document.slug ?? document.trashedSlug,
    content: document.content,
    author: document.author,
    postType: document.postType,
    metaTitle: document.metaTitle,
    metaDescription: document.metaDescription,
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
    placeName: document.placeName ?? null,
    placeCountry: document.placeCountry ?? null,
    placeLatitude: document.placeLatitude ?? null,
    placeLongitude: document.placeLongitude ?? null,
    lastVerifiedAt: document.lastVerifiedAt ?? null,
    itinerary: document.itinerary ?? null,
    route: routeOf(document.route),
    trashedAt: document.trashedAt ?? null,
    // The post's tags by name, and whether it is to be emailed to subscribers when it goes live.
    tags: ((document.tags as { name: string }[] | null) ?? []).map((tag) => tag.name),
    emailSubscribers: Boolean(document.emailSubscribers),
  };
}
