import { z } from 'zod';
import { ALT_TEXT_MAX_LENGTH, CAPTION_MAX_LENGTH } from '../limits';
import { POST_MESSAGES } from './messages';

/** An empty text is stored as null: "no alt text", which the form flags and the site replaces. */
const imageText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

/**
 * The words of one image of a post: its alt text (what the picture shows, for readers who cannot
 * see it) and an optional caption. They belong to the media file (Strapi's `alternativeText` and
 * `caption`); a field left out is left as stored.
 */
export const imageTextSchema = z.object({
  id: z.number().int().positive(),
  alternativeText: imageText(ALT_TEXT_MAX_LENGTH, POST_MESSAGES.altTextTooLong),
  caption: imageText(CAPTION_MAX_LENGTH, POST_MESSAGES.captionTooLong),
});

export type ImageText = z.output<typeof imageTextSchema>;
