import { zodResolver } from '@hookform/resolvers/zod';
import { postSchema, SLUG_MESSAGES, slugProblem, toFileIds } from '@journey-canvas/shared';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

const sharedResolver = zodResolver(postSchema);

/** The CMS's own rules; values stay as typed, since the CMS trims and fills defaults itself. */
export const postResolver: Resolver<FieldValues> = async (values, context, options) => {
  const result = await sharedResolver({ ...values, images: toFileIds(values.images) } as never, context, options as never);
  // Whether another story has the address, only the CMS knows.
  const problem = typeof values.slug === 'string' && values.slug !== '' ? slugProblem(values.slug) : undefined;
  const errors = { ...result.errors } as FieldErrors;
  if (problem) errors.slug = { type: 'validate', message: SLUG_MESSAGES[problem] };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

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

export function toSubmission(values: FieldValues) {
  return {
    postType: values.postType,
    title: values.title,
    content: values.content,
    author: values.author,
    metaTitle: values.metaTitle ?? '',
    metaDescription: values.metaDescription ?? '',
    images: toImageText(values.images),
    // An emptied field clears what was stored.
    placeName: values.placeName ?? '',
    placeCountry: values.placeCountry ?? '',
    placeLatitude: values.placeLatitude ?? null,
    placeLongitude: values.placeLongitude ?? null,
    lastVerifiedAt: values.lastVerifiedAt || null,
    itinerary: Array.isArray(values.itinerary) ? values.itinerary : [],
    route: (values.route as { id?: number } | null | undefined)?.id ?? values.route ?? null,
    tags: Array.isArray(values.tags) ? values.tags : [],
    emailSubscribers: Boolean(values.emailSubscribers),
    // Left empty, the address stays as it is (decision 044).
    ...(typeof values.slug === 'string' && values.slug.trim() !== '' ? { slug: values.slug.trim() } : {}),
  };
}
