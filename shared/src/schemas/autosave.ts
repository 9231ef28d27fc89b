import { z } from 'zod';
import { POST_TYPES } from '../categories';
import { META_DESCRIPTION_MAX_LENGTH, META_TITLE_MAX_LENGTH, PLACE_TEXT_MAX_LENGTH, TITLE_MAX_LENGTH } from '../limits';
import { AUTOSAVE_MESSAGES, PLACE_MESSAGES, POST_MESSAGES } from './messages';
import { imageTextSchema } from './image-text';
import { itineraryDraftField, routeField } from './itinerary';
import { lastVerifiedField, placeFields } from './place';
import { storableText } from './stored-text';
import { tagListSchema } from '../tags';

const text = (field: string, limit?: [max: number, tooLong: string]) => {
  const trimmed = z.string({ error: AUTOSAVE_MESSAGES.notText(field) }).trim();
  return (limit ? trimmed.max(limit[0], { error: limit[1] }) : trimmed)
    .refine(...storableText(field))
    .nullish()
    .transform((value) => value || null);
};

/**
 * Each field checked as a save checks it, but nothing required: work in progress may lack a title or
 * an image (decision 043). Empty is null; fields not in the form are dropped.
 */
export const autosaveFieldsSchema = z.object(
  {
    postType: z.preprocess((value) => value || null, z.enum(POST_TYPES, { error: POST_MESSAGES.postTypeRequired }).nullable()),
    title: text('Title', [TITLE_MAX_LENGTH, POST_MESSAGES.titleTooLong]).transform((value) => value ?? ''),
    content: text('Content').transform((value) => value ?? ''),
    author: text('Author name'),
    metaTitle: text('Meta title', [META_TITLE_MAX_LENGTH, POST_MESSAGES.metaTitleTooLong]),
    metaDescription: text('Meta description', [META_DESCRIPTION_MAX_LENGTH, POST_MESSAGES.metaDescriptionTooLong]),
    images: z
      .array(imageTextSchema, { error: AUTOSAVE_MESSAGES.images })
      .nullish()
      .transform((images) =>
        (images ?? []).map(({ id, alternativeText, caption }) => ({
          id,
          alternativeText: alternativeText ?? null,
          caption: caption ?? null,
        })),
      ),
    placeName: text('Place name', [PLACE_TEXT_MAX_LENGTH, PLACE_MESSAGES.nameTooLong]),
    placeCountry: text('Country', [PLACE_TEXT_MAX_LENGTH, PLACE_MESSAGES.countryTooLong]),
    placeLatitude: placeFields.placeLatitude.transform((value) => value ?? null),
    placeLongitude: placeFields.placeLongitude.transform((value) => value ?? null),
    lastVerifiedAt: lastVerifiedField.transform((value) => value ?? null),
    itinerary: itineraryDraftField.transform((value) => value ?? null),
    route: routeField.transform((value) => value ?? null),
    tags: tagListSchema.nullish().transform((tags) => tags ?? []),
  },
  { error: AUTOSAVE_MESSAGES.fields },
);

export type AutosaveFields = z.output<typeof autosaveFieldsSchema>;

/** After the last keystroke. */
export const AUTOSAVE_DELAY_MS = 3000;
