import { z } from 'zod';
import { POST_TYPES } from '../categories';
import {
  AUTHOR_MAX_LENGTH,
  CONTENT_MIN_LENGTH,
  META_DESCRIPTION_MAX_LENGTH,
  META_TITLE_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '../limits';
import { POST_MESSAGES } from './messages';
import { itineraryField, routeField } from './itinerary';
import { lastVerifiedField, PLACE_CHECKS, placeFields } from './place';
import { storableText } from './stored-text';
import { tagListSchema } from '../tags';

const optionalText = (field: string, max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .refine(...storableText(field))
    .nullish()
    .transform((value) => value || undefined);

/** The admin form and the CMS (after its defaults) both check with this; the first image is the featured one. */
const postFields = z.object({
  postType: z.enum(POST_TYPES, { error: POST_MESSAGES.postTypeRequired }),
  title: z
    .string({ error: POST_MESSAGES.titleRequired })
    .trim()
    .min(1, { error: POST_MESSAGES.titleRequired, abort: true })
    .max(TITLE_MAX_LENGTH, { error: POST_MESSAGES.titleTooLong })
    .refine(...storableText('Title')),
  content: z
    .string({ error: POST_MESSAGES.contentRequired })
    .trim()
    .min(1, { error: POST_MESSAGES.contentRequired, abort: true })
    .min(CONTENT_MIN_LENGTH, { error: POST_MESSAGES.contentTooShort })
    .refine(...storableText('Content')),
  author: z
    .string({ error: POST_MESSAGES.authorRequired })
    .trim()
    .min(1, { error: POST_MESSAGES.authorRequired, abort: true })
    .max(AUTHOR_MAX_LENGTH, { error: POST_MESSAGES.authorTooLong })
    .refine(...storableText('Author name')),
  metaTitle: optionalText('Meta title', META_TITLE_MAX_LENGTH, POST_MESSAGES.metaTitleTooLong),
  metaDescription: optionalText('Meta description', META_DESCRIPTION_MAX_LENGTH, POST_MESSAGES.metaDescriptionTooLong),
  images: z
    .array(z.number({ error: POST_MESSAGES.imagesRequired }).int().positive(), {
      error: POST_MESSAGES.imagesRequired,
    })
    .min(1, { error: POST_MESSAGES.imagesRequired }),
  ...placeFields,
  lastVerifiedAt: lastVerifiedField,
  itinerary: itineraryField,
  route: routeField,
  tags: tagListSchema.optional(),
  emailSubscribers: z.boolean({ error: 'emailSubscribers must be true or false' }).optional(),
});

export const postSchema = postFields.check(...PLACE_CHECKS);

export type PostInput = z.input<typeof postSchema>;
export type Post = z.output<typeof postSchema>;

/** Everything else on a post record is read-only. */
export const POST_FIELDS = Object.keys(postSchema.shape) as (keyof Post)[];
