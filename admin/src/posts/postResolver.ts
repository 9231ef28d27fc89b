import { zodResolver } from '@hookform/resolvers/zod';
import {
  POST_FIELD_NAMES,
  POST_FIELD_SPECS,
  postSchema,
  SLUG_MESSAGES,
  slugProblem,
  toFileIds,
  type PostFieldKind,
} from '@journey-canvas/shared';
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

/** What the API is sent for a column the form holds: an emptied field clears what was stored. */
const SUBMITTED: Record<PostFieldKind, (value: unknown) => unknown> = {
  text: (value) => value ?? '',
  day: (value) => value || null,
  number: (value) => value ?? null,
  json: (value) => (Array.isArray(value) ? value : []),
  boolean: Boolean,
  images: toImageText,
  file: (value) => value ?? null,
  tags: (value) => (Array.isArray(value) ? value : []),
};

/** Every field of the post's list (decision 093), then the route's id and the address. */
export function toSubmission(values: FieldValues) {
  return {
    ...Object.fromEntries(POST_FIELD_NAMES.map((name) => [name, SUBMITTED[POST_FIELD_SPECS[name].kind](values[name])])),
    route: (values.route as { id?: number } | null | undefined)?.id ?? values.route ?? null,
    // Left empty, the address stays as it is (decision 044).
    ...(typeof values.slug === 'string' && values.slug.trim() !== '' ? { slug: values.slug.trim() } : {}),
  };
}
