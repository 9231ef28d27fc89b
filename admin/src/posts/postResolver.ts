import { zodResolver } from '@hookform/resolvers/zod';
import { postSchema, SLUG_MESSAGES, slugProblem, toFileIds } from '@journey-canvas/shared';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

const sharedResolver = zodResolver(postSchema);

/**
 * The form validates with the shared post schema, the very rules the CMS applies, after reducing
 * images to their ids (the form holds uploaded ids, or the records of a post being edited). Its values stay as typed: the CMS trims and fills defaults itself.
 */
export const postResolver: Resolver<FieldValues> = async (values, context, options) => {
  const result = await sharedResolver({ ...values, images: toFileIds(values.images) } as never, context, options as never);
  // The address (Edit only) by the CMS's own slug rules; whether another story has it, only the CMS knows.
  const problem = typeof values.slug === 'string' && values.slug !== '' ? slugProblem(values.slug) : undefined;
  const errors = { ...result.errors } as FieldErrors;
  if (problem) errors.slug = { type: 'validate', message: SLUG_MESSAGES[problem] };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/** Images in display order with the alt text and caption typed for each. */
export function toImageText(images: unknown) {
  if (!Array.isArray(images)) return [];
  return images.map((image) =>
    typeof image === 'object' && image !== null
      ? {
          id: Number((image as { id: unknown }).id),
          alternativeText: (image as { alternativeText?: string | null }).alternativeText ?? '',
          caption: (image as { caption?: string | null }).caption ?? '',
        }
      : { id: Number(image) },
  );
}

/** What is sent: the editor's fields, images in display order with their text. */
export function toSubmission(values: FieldValues) {
  return {
    postType: values.postType,
    title: values.title,
    content: values.content,
    author: values.author,
    metaTitle: values.metaTitle ?? '',
    metaDescription: values.metaDescription ?? '',
    images: toImageText(values.images),
    // Where the story happened and a guide's last check; an emptied field clears what was stored.
    placeName: values.placeName ?? '',
    placeCountry: values.placeCountry ?? '',
    placeLatitude: values.placeLatitude ?? null,
    placeLongitude: values.placeLongitude ?? null,
    lastVerifiedAt: values.lastVerifiedAt || null,
    // The day-by-day itinerary and the GPX route's file id; none clears what was stored.
    itinerary: Array.isArray(values.itinerary) ? values.itinerary : [],
    route: (values.route as { id?: number } | null | undefined)?.id ?? values.route ?? null,
    // The tags by name, and the tick that emails the story when it goes live (sent only when ticked).
    tags: Array.isArray(values.tags) ? values.tags : [],
    emailSubscribers: Boolean(values.emailSubscribers),
    // The address, on Edit only: left empty, it stays as it is (decision 044).
    ...(typeof values.slug === 'string' && values.slug.trim() !== '' ? { slug: values.slug.trim() } : {}),
  };
}
